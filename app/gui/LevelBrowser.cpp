#include "app/gui/LevelBrowser.h"

#include "app/gui/BrowserStyle.h"
#include "app/gui/CollectionItemDelegate.h"
#include "app/gui/CommunityPage.h"
#include "app/gui/LevelItemDelegate.h"
#include "app/gui/LevelPreview.h"
#include "app/gui/LevelText.h"
#include "app/gui/ProgressStore.h"
#include "app/gui/RandomPuzzlePage.h"
#include "board/LevelWords.h"
#include "online/HubSession.h"
#include "online/HubText.h"

#include <QAction>
#include <QBoxLayout>
#include <QDesktopServices>
#include <QDir>
#include <QFileInfo>
#include <QGridLayout>
#include <QInputDialog>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QStackedWidget>
#include <QStyle>
#include <QToolButton>
#include <QUrl>
#include <algorithm>
#include <array>

namespace ff::app {

namespace {
constexpr int kCollectionRole = Qt::UserRole + 100;

QString description(LevelLibrary::Collection c)
{
    switch (c) {
    case LevelLibrary::Tutorial:
        return LevelBrowser::tr("Learn how the monster thinks, one rule per level.");
    case LevelLibrary::ThisWeek:
        return LevelBrowser::tr("A new puzzle every Monday.");
    case LevelLibrary::Archive:
        return LevelBrowser::tr("The puzzles of earlier weeks.");
    case LevelLibrary::Upcoming:
        return LevelBrowser::tr("Puzzles of the coming weeks. They unlock on the Monday of their week.");
    case LevelLibrary::More:
        return LevelBrowser::tr("More levels shipped with the game.");
    case LevelLibrary::MyLevels:
        return LevelBrowser::tr("Your own levels and imported files.");
    case LevelLibrary::Opened:
        return LevelBrowser::tr("Files and share codes opened in this session.");
    case LevelLibrary::Random: // the pages say it themselves
    case LevelLibrary::Community:
    case LevelLibrary::CollectionCount:
        break;
    }
    return {};
}

// Why a broken entry cannot be played and, for a file of the user's own, how to mend it.
QString brokenText(const LevelLibrary& library, const LevelEntry& e)
{
    QString text = e.draft ? LevelBrowser::tr("This level cannot be played yet: %1").arg(e.error)
                           : LevelText::fileCannotBePlayed(e.error);
    if (library.isUserFile(e.source))
        text += QLatin1Char(' ') + LevelBrowser::tr("Open it with File › Edit this level to mend it.");
    return text;
}

// What This week says while the current week's puzzle is made on this computer.
QString makingText()
{
    return LevelBrowser::tr("Making this week's puzzle…");
}

// What This week says when the current week's puzzle could not be made.
QString notMadeText()
{
    return LevelBrowser::tr("This week's puzzle could not be made on this computer.");
}

// "Week 47, 2026".
QString weekText(const ff::IsoWeek& week)
{
    return LevelBrowser::tr("Week %1, %2").arg(week.week).arg(week.year);
}
} // namespace

LevelBrowser::LevelBrowser(LevelLibrary* library, RandomPuzzlePage* randomPage, CommunityPage* communityPage,
                           QWidget* parent)
    : QWidget(parent), library_(library), collections_(new QListWidget), levels_(new QListWidget),
      heading_(new QLabel), description_(new QLabel), empty_(new QLabel), preview_(new LevelPreview),
      detailTitle_(new QLabel), detailStars_(new QLabel), detailHint_(new QLabel), detailStatus_(new QLabel),
      info_(new QLabel), play_(new QPushButton(tr("&Play"))), pages_(new QStackedWidget),
      levelsPane_(new QWidget), randomPage_(randomPage), communityPage_(communityPage)
{
    styleWidgets();
    createMyLevelsActions();
    auto* middle = new QVBoxLayout;
    middle->setContentsMargins(18, 14, 10, 14);
    middle->addWidget(heading_);
    middle->addWidget(description_);
    middle->addWidget(myLevelsBar_);
    middle->addSpacing(6);
    middle->addWidget(levels_, 1);
    middle->addWidget(empty_, 1);

    QWidget* detail = buildDetail();
    QWidget* sidebar = buildSidebar();

    auto* levels = new QHBoxLayout(levelsPane_);
    levels->setContentsMargins(0, 0, 0, 0);
    levels->setSpacing(0);
    levels->addLayout(middle, 5);
    levels->addWidget(detail, 4);
    pages_->addWidget(levelsPane_);
    pages_->addWidget(randomPage_);
    pages_->addWidget(communityPage_);

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(sidebar);
    layout->addWidget(pages_, 1);

    connectWidgets();
    refresh();
}

void LevelBrowser::styleWidgets()
{
    setObjectName(QStringLiteral("levelBrowser"));
    collections_->setObjectName(QStringLiteral("collections"));
    collections_->setFixedWidth(200);
    collections_->setFrameShape(QFrame::NoFrame);
    collections_->setSpacing(2);
    collections_->setItemDelegate(new CollectionItemDelegate(collections_));
    collections_->setStyleSheet(QStringLiteral(
        "QListWidget#collections { background: #2b2d35; color: #e8e6e3; font-size: 11pt; padding: 4px 4px;"
        " border: 2px solid #2b2d35; border-radius: 4px; }"
        "QListWidget#collections:focus { border-color: #e8b339; }"
        "QListWidget#collections::item { padding: 9px 12px; border-radius: 6px; }"
        "QListWidget#collections::item:hover { background: #3a3d48; }"
        "QListWidget#collections::item:selected { background: #c0392b; color: white; }"));

    levels_->setObjectName(QStringLiteral("levels"));
    BrowserStyle::styleCardList(levels_);
    levels_->setMinimumWidth(260);

    BrowserStyle::styleHeading(heading_, description_);
    empty_->setWordWrap(true);
    empty_->setAlignment(Qt::AlignCenter);

    QFont detailFont = detailTitle_->font();
    detailFont.setPointSizeF(detailFont.pointSizeF() * 1.5);
    detailFont.setBold(true);
    detailTitle_->setFont(detailFont);
    detailTitle_->setWordWrap(true);
    detailStars_->setStyleSheet(QStringLiteral("color: #dea618; font-size: 14pt;"));
    detailHint_->setWordWrap(true);
    detailHint_->setObjectName(QStringLiteral("detailHint"));
    detailHint_->setStyleSheet(
        QStringLiteral("QLabel#detailHint { font-style: italic; padding: 6px 10px;"
                       " border-left: 4px solid #dea618; background: rgba(222,166,24,0.12); }"));
    detailStatus_->setWordWrap(true);
    // Names and a prize are the hub's text, shown as written.
    detailStatus_->setTextFormat(Qt::PlainText);
    info_->setWordWrap(true);
    info_->setObjectName(QStringLiteral("browserInfo"));
    info_->setStyleSheet(QStringLiteral("QLabel#browserInfo { color: #be3228; font-weight: bold; }"));
    preview_->setObjectName(QStringLiteral("levelPreview"));
    play_->setObjectName(QStringLiteral("playButton"));
    BrowserStyle::styleMainButton(play_);
}

QWidget* LevelBrowser::buildDetail()
{
    auto* detail = new QWidget;
    detail->setObjectName(QStringLiteral("levelDetail"));
    detail->setMinimumWidth(260);
    auto* right = new QVBoxLayout(detail);
    right->setContentsMargins(10, 20, 20, 14);
    right->addWidget(preview_);
    right->addSpacing(8);
    right->addWidget(detailTitle_);
    right->addWidget(detailStars_);
    right->addWidget(detailHint_);
    right->addWidget(detailStatus_);
    right->addStretch(1);
    right->addWidget(info_);
    auto* playRow = new QHBoxLayout;
    playRow->addStretch(1);
    playRow->addWidget(play_);
    right->addLayout(playRow);
    return detail;
}

QWidget* LevelBrowser::buildSidebar()
{
    auto* sidebar = new QWidget;
    sidebar->setObjectName(QStringLiteral("sidebar"));
    sidebar->setAttribute(Qt::WA_StyledBackground);
    sidebar->setStyleSheet(QStringLiteral("QWidget#sidebar { background: #2b2d35; }"));
    auto* brand = new QLabel;
    brand->setObjectName(QStringLiteral("brand"));
    brand->setText(QStringLiteral("Furunkulus"));
    brand->setStyleSheet(
        QStringLiteral("QLabel#brand { color: #f2efe9; font-size: 15pt; font-weight: bold; }"));
    auto* logo = new QLabel;
    logo->setPixmap(BrowserStyle::monsterPixmap(40, devicePixelRatioF()));
    auto* brandRow = new QHBoxLayout;
    brandRow->setContentsMargins(14, 16, 10, 6);
    brandRow->addWidget(logo);
    brandRow->addWidget(brand, 1);
    auto* side = new QVBoxLayout(sidebar);
    side->setContentsMargins(0, 0, 0, 0);
    side->setSpacing(0);
    side->addLayout(brandRow);
    side->addWidget(collections_, 1);
    return sidebar;
}

void LevelBrowser::connectWidgets()
{
    connect(collections_, &QListWidget::currentRowChanged, this, [this] {
        // A puzzle still being made, or a community level still being fetched,
        // would otherwise pull the player back later.
        if (currentCollection() != LevelLibrary::Random)
            randomPage_->cancel();
        if (currentCollection() != LevelLibrary::Community)
            communityPage_->cancel();
        // The weeks' page says whether the hub answers: it asks again.
        const LevelLibrary::Collection c = currentCollection();
        if (hub_ && (c == LevelLibrary::ThisWeek || c == LevelLibrary::Archive))
            hub_->recheck();
        fillLevels();
    });
    // Enter on a collection goes on to its levels, so the keyboard alone gets there.
    connect(collections_, &QListWidget::itemActivated, this, [this] {
        if (currentCollection() == LevelLibrary::Random) {
            randomPage_->newPuzzleButton()->setFocus();
            return;
        }
        if (currentCollection() == LevelLibrary::Community) {
            communityPage_->list()->setFocus();
            return;
        }
        if (levels_->count() == 0)
            return;
        if (!levels_->currentItem())
            levels_->setCurrentRow(0);
        levels_->setFocus();
    });
    connect(levels_, &QListWidget::itemActivated, this, &LevelBrowser::activate);
    connect(levels_, &QListWidget::currentItemChanged, this, [this] {
        info_->clear();
        showDetails();
        updateMyLevelsActions();
        emit currentLevelChanged(selectedKey());
    });
    for (QWidget* w : {static_cast<QWidget*>(levels_), static_cast<QWidget*>(empty_)}) {
        w->setContextMenuPolicy(Qt::CustomContextMenu);
        connect(w, &QWidget::customContextMenuRequested, this,
                [this, w](QPoint pos) { showContextMenu(w, pos); });
    }
    connect(play_, &QPushButton::clicked, this, [this] { activate(levels_->currentItem()); });
    connect(communityPage_, &CommunityPage::levelActivated, this, &LevelBrowser::levelActivated);
    connect(communityPage_, &CommunityPage::currentLevelChanged, this, &LevelBrowser::currentLevelChanged);
    connect(library_, &LevelLibrary::changed, this, [this] {
        thumbnails_.clear();
        refresh();
    });
}

void LevelBrowser::setUnlockAll(bool on)
{
    unlockAll_ = on;
    refresh();
}

void LevelBrowser::setHub(ff::online::HubSession* hub)
{
    hub_ = hub;
    communityPage_->setHub(hub);
    // Whether the weeks come from the hub, and the streak it counts, follow its state.
    const auto updateAbout = [this] {
        const LevelLibrary::Collection c = currentCollection();
        if (c == LevelLibrary::ThisWeek || c == LevelLibrary::Archive)
            description_->setText(about(c));
    };
    connect(hub, &ff::online::HubSession::stateChanged, this, updateAbout);
    connect(hub, &ff::online::HubSession::playerChanged, this, updateAbout);
    refresh();
}

QString LevelBrowser::about(LevelLibrary::Collection c) const
{
    QString text = description(c);
    if (c != LevelLibrary::ThisWeek && c != LevelLibrary::Archive)
        return text;
    if (c == LevelLibrary::ThisWeek) {
        const std::vector<LevelEntry>& entries = library_->entries(c);
        if (library_->making() == LevelLibrary::Making::Running)
            text += QLatin1Char(' ') + makingText();
        else if (library_->making() == LevelLibrary::Making::Failed)
            text += QLatin1Char(' ') + notMadeText();
        else if (!entries.empty() && entries.front().made)
            text += QLatin1Char(' ') + tr("This week's puzzle was made on this computer.");
    }
    // Online, the streak is the hub's record of the player; offline, this computer's.
    const bool online = hub_ && hub_->state() == ff::online::HubSession::State::Online;
    const int streak = online && hub_->hubStreak() ? *hub_->hubStreak()
                                                   : ProgressStore::weeklyStreak(library_->currentWeek());
    if (streak > 0)
        text += QLatin1Char(' ') + LevelText::weeklyStreak(streak) + QLatin1Char('.');
    if (hub_ && hub_->state() == ff::online::HubSession::State::Offline)
        text += QLatin1Char(' ') + hub_->stateText();
    return text;
}

void LevelBrowser::refresh()
{
    const auto current = currentCollection();
    const QSignalBlocker block(collections_);
    collections_->clear();
    for (int c = 0; c < LevelLibrary::CollectionCount; ++c) {
        const auto coll = static_cast<LevelLibrary::Collection>(c);
        const bool always = coll == LevelLibrary::Tutorial || coll == LevelLibrary::ThisWeek ||
                            coll == LevelLibrary::Archive || coll == LevelLibrary::Random ||
                            coll == LevelLibrary::MyLevels;
        // The hub's levels are listed while a hub is set, and only then.
        const bool hubSet = hub_ && hub_->isSet();
        if (coll == LevelLibrary::Community ? !hubSet : !always && library_->entries(coll).empty())
            continue;
        auto* item = new QListWidgetItem(LevelLibrary::collectionTitle(coll), collections_);
        item->setData(kCollectionRole, c);
        // Locked levels cannot be solved yet, so they are not counted.
        int playable = 0;
        int solved = 0;
        int locked = 0;
        for (const LevelEntry& e : library_->entries(coll)) {
            if (e.broken())
                continue;
            if (library_->isLocked(e, unlockAll_)) {
                ++locked;
                continue;
            }
            ++playable;
            solved += ProgressStore::isSolved(e.key) ? 1 : 0;
        }
        // Random and Community count what was played, not what there is.
        if (playable > 0 && coll != LevelLibrary::Random && coll != LevelLibrary::Community) {
            item->setData(CollectionItemDelegate::ProgressRole,
                          QStringLiteral("%1/%2").arg(solved).arg(playable));
            item->setToolTip(tr("%1 of %2 solved").arg(solved).arg(playable));
        } else if (locked > 0) {
            item->setToolTip(tr("Puzzles to come: %1. Each unlocks on the Monday of its week.").arg(locked));
        }
    }
    int row = 0;
    for (int i = 0; i < collections_->count(); ++i) {
        if (collections_->item(i)->data(kCollectionRole).toInt() == current)
            row = i;
    }
    collections_->setCurrentRow(row);
    fillLevels();
}

QStringList LevelBrowser::collectionTitles() const
{
    QStringList titles;
    for (int i = 0; i < collections_->count(); ++i)
        titles << collections_->item(i)->text();
    return titles;
}

LevelLibrary::Collection LevelBrowser::currentCollection() const
{
    const QListWidgetItem* item = collections_->currentItem();
    return item ? static_cast<LevelLibrary::Collection>(item->data(kCollectionRole).toInt())
                : LevelLibrary::ThisWeek;
}

void LevelBrowser::showCollection(LevelLibrary::Collection c)
{
    for (int i = 0; i < collections_->count(); ++i) {
        if (collections_->item(i)->data(kCollectionRole).toInt() == c)
            collections_->setCurrentRow(i);
    }
}

void LevelBrowser::selectLevel(const QString& key)
{
    const auto c = library_->collectionOf(key);
    if (c == LevelLibrary::CollectionCount)
        return;
    showCollection(c);
    if (c == LevelLibrary::Community)
        communityPage_->selectKey(key);
    for (int i = 0; i < levels_->count(); ++i) {
        if (levels_->item(i)->data(LevelItemDelegate::KeyRole).toString() == key) {
            levels_->setCurrentRow(i);
            levels_->scrollToItem(levels_->item(i));
        }
    }
}

QString LevelBrowser::selectedKey() const
{
    if (pages_->currentWidget() == communityPage_)
        return communityPage_->selectedKey();
    const QListWidgetItem* item = levels_->currentItem();
    return item ? item->data(LevelItemDelegate::KeyRole).toString() : QString();
}

QString LevelBrowser::aboutText() const
{
    return description_->text();
}

QString LevelBrowser::infoText() const
{
    return info_->text();
}

QString LevelBrowser::detailText() const
{
    return detailStatus_->text();
}

void LevelBrowser::setContextMenu(QMenu* menu)
{
    contextMenu_ = menu;
}

void LevelBrowser::showContextMenu(QWidget* widget, QPoint pos)
{
    if (!contextMenu_)
        return;
    // The list reports viewport positions; the card under the pointer is the one acted on.
    QWidget* origin = widget == levels_ ? levels_->viewport() : widget;
    if (widget == levels_) {
        if (QListWidgetItem* item = levels_->itemAt(pos))
            levels_->setCurrentItem(item);
    }
    contextMenu_->popup(origin->mapToGlobal(pos));
}

void LevelBrowser::createMyLevelsActions()
{
    renameAction_ = new QAction(QIcon::fromTheme(QStringLiteral("edit-rename")), tr("&Rename…"), this);
    renameAction_->setShortcut(QKeySequence(Qt::Key_F2));
    renameAction_->setToolTip(tr("Give the selected level a new title; its file is renamed with it (F2)"));
    connect(renameAction_, &QAction::triggered, this, &LevelBrowser::askRename);

    deleteAction_ = new QAction(
        QIcon::fromTheme(QStringLiteral("edit-delete"), style()->standardIcon(QStyle::SP_TrashIcon)),
        tr("&Delete"), this);
    deleteAction_->setShortcut(QKeySequence::Delete);
    deleteAction_->setToolTip(tr("Move the selected level's file to the trash (Delete)"));
    connect(deleteAction_, &QAction::triggered, this, &LevelBrowser::deleteSelected);

    undoDeleteAction_ = new QAction(
        QIcon::fromTheme(QStringLiteral("edit-undo"), style()->standardIcon(QStyle::SP_ArrowBack)),
        tr("&Undo delete"), this);
    connect(undoDeleteAction_, &QAction::triggered, this, &LevelBrowser::undoDelete);

    openFolderAction_ = new QAction(
        QIcon::fromTheme(QStringLiteral("folder-open"), style()->standardIcon(QStyle::SP_DirOpenIcon)),
        tr("Open &folder"), this);
    openFolderAction_->setToolTip(tr("Show the My levels folder in the file manager"));
    connect(openFolderAction_, &QAction::triggered, this, &LevelBrowser::openFolder);

    // The keys act on the list only, so Delete in a text field elsewhere stays Delete.
    for (QAction* a : {renameAction_, deleteAction_}) {
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        levels_->addAction(a);
    }

    myLevelsBar_ = new QWidget;
    myLevelsBar_->setObjectName(QStringLiteral("myLevelsBar"));
    // Two by two, so the page still fits a window 800 pixels wide.
    auto* grid = new QGridLayout(myLevelsBar_);
    grid->setContentsMargins(0, 4, 0, 0);
    const std::array<QAction*, 4> actions{renameAction_, deleteAction_, undoDeleteAction_, openFolderAction_};
    for (std::size_t i = 0; i < actions.size(); ++i) {
        auto* button = new QToolButton;
        button->setDefaultAction(actions[i]);
        button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        grid->addWidget(button, static_cast<int>(i / 2), static_cast<int>(i % 2));
    }
    grid->setColumnStretch(2, 1);
}

void LevelBrowser::updateMyLevelsActions()
{
    const bool mine = currentCollection() == LevelLibrary::MyLevels;
    const LevelEntry* e = library_->find(selectedKey());
    const bool userFile = mine && e && library_->isUserFile(e->source);
    myLevelsBar_->setVisible(mine);
    deleteAction_->setEnabled(userFile);
    deleteAction_->setVisible(mine);
    renameAction_->setEnabled(userFile && e->level);
    renameAction_->setVisible(mine);
    undoDeleteAction_->setEnabled(library_->canUndoDelete());
    undoDeleteAction_->setVisible(mine && library_->canUndoDelete());
    undoDeleteAction_->setToolTip(tr("Bring back “%1”").arg(library_->lastDeletedName()));
    openFolderAction_->setVisible(mine);
}

bool LevelBrowser::deleteSelected()
{
    const LevelEntry* e = library_->find(selectedKey());
    if (!e || !library_->isUserFile(e->source))
        return false;
    const QString name = e->level ? ff::ui::LevelWords::title(*e->level) : QFileInfo(e->source).fileName();
    const int row = levels_->currentRow();
    QString error;
    if (!library_->deleteUserFile(e->source, error)) {
        info_->setText(error);
        return false;
    }
    if (levels_->count() > 0)
        levels_->setCurrentRow(std::min(row, levels_->count() - 1));
    info_->setText(tr("“%1” is in the trash. Undo delete brings it back.").arg(name));
    updateMyLevelsActions();
    return true;
}

bool LevelBrowser::undoDelete()
{
    QString error;
    const QStringList keys = library_->undoDelete(error);
    if (keys.isEmpty()) {
        info_->setText(error);
        return false;
    }
    selectLevel(keys.first());
    updateMyLevelsActions();
    return true;
}

bool LevelBrowser::renameSelected(const QString& title)
{
    QString error;
    const QString old = selectedKey();
    const QString key = library_->renameUserLevel(old, title, error);
    if (key.isEmpty()) {
        info_->setText(error);
        return false;
    }
    ProgressStore::moveLevel(old, key);
    selectLevel(key);
    return true;
}

void LevelBrowser::askRename()
{
    const LevelEntry* e = library_->find(selectedKey());
    if (!e || !e->level || !library_->isUserFile(e->source))
        return;
    bool ok = false;
    const QString title = QInputDialog::getText(this, tr("Rename level"), tr("New title:"), QLineEdit::Normal,
                                                ff::ui::LevelWords::title(*e->level), &ok);
    if (ok)
        renameSelected(title);
}

void LevelBrowser::openFolder()
{
    QDir().mkpath(library_->userDir());
    if (!QDesktopServices::openUrl(QUrl::fromLocalFile(library_->userDir())))
        info_->setText(
            tr("The folder cannot be shown: %1").arg(QDir::toNativeSeparators(library_->userDir())));
}

void LevelBrowser::fillLevels()
{
    const QString selected = selectedKey();
    const auto c = currentCollection();
    const bool random = c == LevelLibrary::Random;
    const bool community = c == LevelLibrary::Community;
    pages_->setCurrentWidget(random      ? static_cast<QWidget*>(randomPage_)
                             : community ? static_cast<QWidget*>(communityPage_)
                                         : levelsPane_);
    if (random || community) {
        levels_->clear();
        info_->clear();
        if (random)
            randomPage_->updateSolved();
        else
            communityPage_->showPage();
        return;
    }
    heading_->setText(LevelLibrary::collectionTitle(c));
    description_->setText(about(c));
    levels_->clear();
    info_->clear();
    for (const LevelEntry& e : library_->entries(c)) {
        auto* item = new QListWidgetItem(levels_);
        const bool locked = library_->isLocked(e, unlockAll_);
        item->setData(LevelItemDelegate::KeyRole, e.key);
        item->setData(LevelItemDelegate::LockedRole, locked);
        item->setData(LevelItemDelegate::BrokenRole, e.broken());
        if (e.broken()) {
            const QString name = QFileInfo(e.source).fileName();
            item->setData(LevelItemDelegate::TitleRole, name);
            item->setData(LevelItemDelegate::StatusRole,
                          e.draft ? tr("Draft: %1").arg(e.error) : tr("Broken: %1").arg(e.error));
            item->setToolTip(e.error);
            item->setText(name);
        } else {
            const QString title = ff::ui::LevelWords::title(*e.level);
            // The mark's words come before the stats, which the card may cut short.
            const LevelItemDelegate::Mark mark = LevelItemDelegate::progressMark(e.key);
            QString status = locked ? LevelText::unlocksOn(e.weekMonday) : LevelText::stats(e.key);
            if (mark == LevelItemDelegate::NoHintsMark)
                status = tr("Without hints") + QStringLiteral(" · ") + status;
            else if (mark == LevelItemDelegate::SolutionShownMark)
                status = tr("Solution shown") + QStringLiteral(" · ") + status;
            if (e.week && !locked)
                status = weekText(*e.week) + QStringLiteral(" · ") + status;
            item->setData(LevelItemDelegate::MarkRole, mark);
            item->setText(title);
            item->setData(LevelItemDelegate::TitleRole, title);
            item->setData(LevelItemDelegate::StatusRole, status);
            item->setData(LevelItemDelegate::DifficultyRole, e.level->difficulty.value_or(0));
            item->setData(LevelItemDelegate::SolvedRole, ProgressStore::isSolved(e.key));
            // A locked level's board stays secret until its Monday.
            if (!locked)
                item->setData(LevelItemDelegate::ThumbnailRole, thumbnail(e));
            item->setToolTip(locked ? LevelText::unlocksOn(e.weekMonday)
                                    : ff::ui::LevelWords::hint(*e.level));
        }
        if (e.key == selected)
            levels_->setCurrentItem(item);
    }
    if (!levels_->currentItem() && levels_->count() > 0)
        levels_->setCurrentRow(0);
    const bool none = levels_->count() == 0;
    levels_->setVisible(!none);
    empty_->setVisible(none);
    if (c == LevelLibrary::MyLevels)
        empty_->setText(tr("No levels here yet. Make one with File › New level…, edit a copy of any level "
                           "with File › Edit a copy, or copy level files into your folder with File › "
                           "Import into My levels…:\n%1")
                            .arg(QDir::toNativeSeparators(library_->userDir())));
    else if (c == LevelLibrary::ThisWeek && library_->making() == LevelLibrary::Making::Running)
        empty_->setText(makingText());
    else if (c == LevelLibrary::ThisWeek && library_->making() == LevelLibrary::Making::Failed)
        empty_->setText(notMadeText());
    else
        empty_->setText(tr("No levels here yet."));
    showDetails();
    updateMyLevelsActions();
}

void LevelBrowser::showDetails()
{
    const QListWidgetItem* item = levels_->currentItem();
    const LevelEntry* e = item ? library_->find(item->data(LevelItemDelegate::KeyRole).toString()) : nullptr;
    const bool locked = e && library_->isLocked(*e, unlockAll_);
    play_->setEnabled(e && !e->broken() && !locked);
    play_->setVisible(e);
    if (!e || e->broken()) {
        preview_->setLevel(std::nullopt, false);
        detailTitle_->setText(e ? QFileInfo(e->source).fileName() : QString());
        detailStars_->clear();
        detailHint_->hide();
        detailStatus_->setText(e ? brokenText(*library_, *e) : QString());
        return;
    }
    preview_->setLevel(e->level, locked);
    detailTitle_->setText(ff::ui::LevelWords::title(*e->level));
    detailStars_->setText(ff::ui::LevelWords::stars(e->level->difficulty.value_or(0)));
    const QString hint = locked ? QString() : LevelText::hintLine(*e->level);
    detailHint_->setText(hint);
    detailHint_->setVisible(!hint.isEmpty());
    QStringList lines;
    if (e->week)
        lines << weekText(*e->week);
    if (e->week && !e->hub.isEmpty())
        lines << tr("Hub %1 · solvers: %2")
                     .arg(ff::online::HubText::addressText(e->hub))
                     .arg(std::max(0, e->hubSolvers));
    if (e->week && !e->hubPrize.isEmpty())
        lines << tr("Prize of the week: %1").arg(e->hubPrize);
    if (e->made)
        lines << tr("Made on this computer: neither the game's weekly series nor a hub holds this week's "
                    "puzzle yet. A hub of the same version makes the same puzzle, so your solve counts "
                    "there too.");
    if (const auto& author = e->level->author; author && !locked)
        lines << tr("By %1").arg(QString::fromStdString(*author));
    lines << (locked ? LevelText::unlocksOn(e->weekMonday) : LevelText::stats(e->key));
    if (const QString hints = LevelText::hintDetails(e->key); !hints.isEmpty() && !locked)
        lines << hints;
    detailStatus_->setText(lines.join(QLatin1Char('\n')));
}

void LevelBrowser::activate(QListWidgetItem* item)
{
    if (!item)
        return;
    const QString key = item->data(LevelItemDelegate::KeyRole).toString();
    const LevelEntry* e = library_->find(key);
    if (!e)
        return;
    if (e->broken()) {
        info_->setText(brokenText(*library_, *e));
        return;
    }
    if (library_->isLocked(*e, unlockAll_)) {
        info_->setText(LevelText::locked(e->weekMonday));
        return;
    }
    emit levelActivated(key);
}

QPixmap LevelBrowser::thumbnail(const LevelEntry& entry)
{
    const auto it = thumbnails_.constFind(entry.key);
    if (it != thumbnails_.constEnd())
        return *it;
    const QPixmap pix = LevelItemDelegate::thumbnail(*entry.level, devicePixelRatioF());
    thumbnails_.insert(entry.key, pix);
    return pix;
}

} // namespace ff::app
