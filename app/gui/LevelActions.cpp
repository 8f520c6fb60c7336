#include "app/gui/LevelActions.h"

#include "app/gui/AppSettings.h"
#include "app/gui/LevelLibrary.h"
#include "app/gui/LevelNavigator.h"
#include "board/EngineText.h"
#include "board/LevelFiles.h"
#include "board/LevelWords.h"
#include "board/PlayerView.h"
#include "board/ShareActions.h"
#include "board/ThemedIcon.h"
#include "engine/files/LevelIo.h"
#include "engine/files/ShareCode.h"
#include "online/AppLink.h"
#include "online/HubCache.h"
#include "online/HubClient.h"
#include "online/HubSession.h"
#include "online/HubText.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>

namespace ff::app {

LevelActions::LevelActions(LevelNavigator& navigator, QObject* parent)
    : QObject(parent), nav_(navigator),
      share_(new ff::ui::ShareActions(navigator.mainWindow(), [this]() -> const ff::Level* {
          LevelLibrary* library = nav_.library();
          const LevelEntry* entry = library->find(nav_.targetKey());
          return library->isPlayable(entry, AppSettings::unlockAll()) ? &*entry->level : nullptr;
      }))
{
    share_->setParent(this);
    connect(share_, &ff::ui::ShareActions::codePasted, this, &LevelActions::openShareCode);
    share_->setAlsoPasted([](const QString& text) {
        return ff::online::looksLikeAppLink(text) || ff::online::parseLevelAddress(text).has_value();
    });

    openAction_ =
        new QAction(ff::ui::themedIcon("document-open", QStyle::SP_DialogOpenButton), tr("&Open…"), this);
    openAction_->setShortcut(QKeySequence::Open);
    openAction_->setToolTip(tr("Open a level or pack file"));
    connect(openAction_, &QAction::triggered, this, &LevelActions::chooseFileToOpen);

    importAction_ = new QAction(tr("&Import into My levels…"), this);
    importAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I));
    connect(importAction_, &QAction::triggered, this, &LevelActions::chooseFileToImport);
}

bool LevelActions::isShareCodeArgument(const QString& argument)
{
    return !QFileInfo::exists(argument) &&
           (ff::looksLikeShareCode(argument.toStdString()) || ff::online::looksLikeAppLink(argument) ||
            ff::online::parseLevelAddress(argument));
}

QStringList LevelActions::droppedLevelFiles(const QMimeData* mime)
{
    QStringList paths;
    for (const QUrl& url : mime->urls()) {
        const QString path = url.toLocalFile();
        if (ff::ui::LevelFiles::isLevelFile(path))
            paths << path;
    }
    return paths;
}

bool LevelActions::openFile(const QString& path)
{
    QString error;
    const QStringList keys = nav_.library()->openFile(path, error);
    if (keys.isEmpty()) {
        nav_.showBrowser();
        showWarning(tr("Cannot open the file"), error);
        return false;
    }
    return nav_.openLevel(keys.first());
}

QStringList LevelActions::importFiles(const QStringList& paths)
{
    LevelLibrary* library = nav_.library();
    QStringList keys;
    QStringList errors;
    for (const QString& path : paths) {
        QString error;
        // A file already in My levels is listed there; copying it would only double it.
        const QStringList imported =
            library->isUserFile(path) ? library->keysOfFile(path) : library->importFile(path, error);
        if (imported.isEmpty() && !error.isEmpty())
            errors << error;
        keys << imported;
    }
    if (!keys.isEmpty()) {
        nav_.showStatus(keys.size() == 1 ? tr("Imported one level into My levels.")
                                         : tr("Imported %1 levels into My levels.").arg(keys.size()));
        nav_.showBrowser();
        nav_.selectLevel(keys.first());
    }
    if (!errors.isEmpty())
        showWarning(tr("Cannot import the file"), errors.join(QStringLiteral("\n\n")));
    return keys;
}

void LevelActions::showWarning(const QString& title, const QString& text)
{
    ff::ui::showWarningBox(nav_.mainWindow(), title, text);
}

void LevelActions::chooseFileToOpen()
{
    const QString path =
        QFileDialog::getOpenFileName(nav_.mainWindow(), tr("Open a level"), ff::ui::LevelFiles::openFolder(),
                                     ff::ui::LevelFiles::openFilter());
    if (!path.isEmpty())
        openFile(path);
}

void LevelActions::chooseFileToImport()
{
    const QString path =
        QFileDialog::getOpenFileName(nav_.mainWindow(), tr("Import a level into My levels"),
                                     ff::ui::LevelFiles::openFolder(), ff::ui::LevelFiles::openFilter());
    if (!path.isEmpty())
        importFiles({path});
}

bool LevelActions::copyShareCode()
{
    return share_->copyShareCode();
}

ff::ui::ShareDialog* LevelActions::showShareCode()
{
    return share_->showShareCode();
}

bool LevelActions::exportImage(const QString& path)
{
    return share_->exportImage(path);
}

bool LevelActions::pasteShareCode()
{
    const QString code = share_->clipboardShareCode();
    return !code.isEmpty() && openShareCode(code);
}

bool LevelActions::openShareCode(const QString& text)
{
    if (ff::online::looksLikeAppLink(text))
        return openAppLink(text);
    if (const std::optional<ff::online::LevelAddress> address = ff::online::parseLevelAddress(text))
        return openLevelAddress(*address);
    return openCode(text, Origin::ShareCode);
}

bool LevelActions::openCode(const QString& text, Origin origin)
{
    const ff::ShareDecode decoded = ff::decodeShareCode(text.toStdString());
    if (!decoded.level) {
        showWarning(tr("Cannot open the share code"), ff::ui::EngineText::shareCodeError(decoded));
        return false;
    }
    if (const std::vector<ff::Problem> problems = ff::validateLevel(*decoded.level); !problems.empty()) {
        offerToEdit(*decoded.level, ff::ui::EngineText::fileProblem(problems.front()));
        return false;
    }
    LevelLibrary* library = nav_.library();
    const QString key = library->addSharedLevel(*decoded.level);
    if (!nav_.openLevel(key))
        return false;
    const LevelLibrary::Collection collection = library->collectionOf(key);
    if (collection == LevelLibrary::Opened)
        offerToKeep(key, origin);
    else
        nav_.showStatus(tr("This level is already in “%1”.").arg(LevelLibrary::collectionTitle(collection)));
    return true;
}

bool LevelActions::openAppLink(const QString& link)
{
    const std::optional<ff::online::AppLink> read = ff::online::readAppLink(link, nav_.hub()->address());
    if (!read) {
        // A link can be as long as a web page made it: the message quotes its start.
        constexpr int kQuoted = 80;
        const QString trimmed = link.trimmed();
        const QString quoted =
            trimmed.size() > kQuoted ? trimmed.left(kQuoted) + QStringLiteral("…") : trimmed;
        showWarning(tr("Cannot open the link"),
                    tr("“%1” is no Furunkulus link. A link to a level is furunkulus:CODE with a share code, "
                       "or furunkulus://HUB/levels/LEVEL with a community level of a hub.")
                        .arg(quoted));
        return false;
    }
    if (read->level)
        return openLevelAddress(*read->level);
    return openCode(read->shareCode, Origin::Link);
}

bool LevelActions::openLevelAddress(const ff::online::LevelAddress& address)
{
    // A level of the player's hub is a community level: the Community page plays it
    // (its progress kept, its solve reported).
    if (address.hub == nav_.hub()->address()) {
        nav_.playCommunityLevel(address.slug);
        return true;
    }
    // Another hub's level is played like a share code's: nothing is reported there.
    auto* client = new ff::online::HubClient(this);
    client->setAddress(address.hub);
    nav_.showStatus(
        tr("Fetching the level from the hub at %1…").arg(ff::online::HubText::addressText(address.hub)));
    connect(client->level(address.slug), &ff::online::HubCall::finished, this,
            [this, client, address](const ff::online::HubResult& result) {
                client->deleteLater();
                const std::optional<ff::api::FetchedLevel> answer = result.as<ff::api::FetchedLevel>();
                const std::optional<ff::online::CommunityLevel> level =
                    answer ? ff::online::HubCache::readCommunityLevel(*answer) : std::nullopt;
                if (!level || level->slug != address.slug) {
                    showWarning(tr("Cannot open the level"),
                                result.ok() ? ff::online::HubText::notAHub(address.hub)
                                            : ff::online::HubText::error(result.error, address.hub));
                    return;
                }
                const QString key = nav_.library()->addSharedLevel(*level->level);
                if (!nav_.openLevel(key))
                    return;
                if (nav_.library()->collectionOf(key) == LevelLibrary::Opened)
                    offerToKeep(key, Origin::Link);
                nav_.showStatus(tr("This level is on the hub at %1, not on yours: a solve is not sent there.")
                                    .arg(ff::online::HubText::addressText(address.hub)),
                                2 * LevelNavigator::kStatusTimeoutMs);
            });
    return true;
}

void LevelActions::offerToEdit(const ff::Level& draft, const QString& problem)
{
    auto* box = new QMessageBox(QMessageBox::Warning, tr("Cannot play this level yet"),
                                tr("The share code holds a draft that cannot be played yet: %1").arg(problem),
                                QMessageBox::Cancel, nav_.mainWindow());
    box->setObjectName(QStringLiteral("draftCodeBox"));
    box->setInformativeText(tr("You can open it in the level editor and finish it there."));
    QPushButton* edit = box->addButton(tr("Open in the Level Editor"), QMessageBox::AcceptRole);
    box->setDefaultButton(edit);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::buttonClicked, this, [this, edit, draft](QAbstractButton* b) {
        if (b == edit)
            emit editRequested(draft);
    });
    box->open();
}

void LevelActions::offerToKeep(const QString& key, Origin origin)
{
    const LevelEntry* entry = nav_.library()->find(key);
    const QString text =
        origin == Origin::Link
            ? tr("“%1” from the link is ready to play. Keep it in My levels, so that it is still there "
                 "after a restart?")
            : tr("“%1” from the share code is ready to play. Keep it in My levels, so that it "
                 "is still there after a restart?");
    auto* box = new QMessageBox(QMessageBox::Question, tr("Keep this level?"),
                                text.arg(ff::ui::LevelWords::title(*entry->level)), QMessageBox::NoButton,
                                nav_.mainWindow());
    box->setObjectName(QStringLiteral("keepBox"));
    QPushButton* keep = box->addButton(tr("Keep in My Levels"), QMessageBox::AcceptRole);
    box->addButton(tr("Just Play"), QMessageBox::RejectRole);
    box->setDefaultButton(keep);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::buttonClicked, this, [this, key, keep](QAbstractButton* b) {
        const LevelEntry* shared = nav_.library()->find(key);
        if (b != keep || !shared)
            return;
        const QString kept = keepInMyLevels(nav_, *shared->level);
        if (!kept.isEmpty() && nav_.isPlaying() && nav_.currentKey() == key) {
            const std::vector<ff::Placement> placements = nav_.playerView()->placements();
            nav_.openLevel(kept);
            nav_.playerView()->setPlacements(placements);
        }
    });
    box->open();
}

QString LevelActions::keepInMyLevels(LevelNavigator& navigator, ff::Level level)
{
    QString error;
    const QString kept = navigator.library()->keepInMyLevels(level, error);
    if (kept.isEmpty())
        ff::ui::showWarningBox(navigator.mainWindow(), tr("Cannot keep the level"), error);
    else
        navigator.showStatus(tr("“%1” is kept in My levels.").arg(ff::ui::LevelWords::title(level)));
    return kept;
}

} // namespace ff::app
