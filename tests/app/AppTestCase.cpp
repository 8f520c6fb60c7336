#include "tests/app/AppTestCase.h"

#include "app/gui/AppSettings.h"
#include "app/gui/LevelBrowser.h"
#include "app/gui/LevelItemDelegate.h"
#include "app/gui/RandomPuzzleMaker.h"
#include "board/AppDataDir.h"
#include "editor/AutosaveStore.h"
#include "editor/EditorWindow.h"
#include "editor/LevelEditDocument.h"
#include "engine/files/LevelIo.h"
#include "engine/rules/Arena.h"
#include "engine/rules/Placement.h"
#include "engine/search/Generator.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QStyle>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QTest>
#include <QTextDocument>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>
#include <QUndoStack>

#include <algorithm>
#include <optional>
#include <vector>

using namespace ff::app;

namespace {

// The windows a player sees: every visible top-level widget but popups and tool tips.
QList<QWidget*> visibleWindows()
{
    QList<QWidget*> windows;
    for (QWidget* window : QApplication::topLevelWidgets()) {
        if (window->isVisible() && window->windowType() != Qt::Popup && window->windowType() != Qt::ToolTip)
            windows << window;
    }
    return windows;
}

// `text` as a widget shows it: a single '&' marks the mnemonic and is not drawn.
QString withoutMnemonic(const QString& text)
{
    QString shown;
    for (int i = 0; i < text.size(); ++i) {
        if (text[i] == QLatin1Char('&') && i + 1 < text.size())
            ++i;
        shown += text[i];
    }
    return shown;
}

int widestLine(const QFontMetrics& metrics, const QString& text)
{
    int widest = 0;
    for (const QString& line : text.split(QLatin1Char('\n')))
        widest = std::max(widest, metrics.horizontalAdvance(line));
    return widest;
}

bool isRichText(const QLabel* label)
{
    return label->textFormat() == Qt::RichText ||
           (label->textFormat() == Qt::AutoText && Qt::mightBeRichText(label->text()));
}

QString named(const QWidget* widget, const QString& text)
{
    const QString name =
        widget->objectName().isEmpty() ? QString() : QStringLiteral(" ") + widget->objectName();
    return QStringLiteral("%1%2 \"%3\"").arg(QLatin1String(widget->metaObject()->className()), name, text);
}

// The full text of `shown`, elided by the app with "…", when its tool tip holds it.
std::optional<QString> elidedFrom(const QString& shown, const QWidget* widget)
{
    static const QChar ellipsis(0x2026);
    QString full = widget->toolTip();
    if (Qt::mightBeRichText(full)) {
        QTextDocument document;
        document.setHtml(full);
        full = document.toPlainText();
    }
    full = full.trimmed();
    if (!shown.endsWith(ellipsis) || full.size() < shown.size() || !full.startsWith(shown.chopped(1)) ||
        full == shown)
        return std::nullopt;
    return full;
}

void labelProblems(QLabel* label, const QString& where, QStringList& problems)
{
    if (label->text().isEmpty() || label->wordWrap() || isRichText(label))
        return;
    // The mnemonic's '&' is drawn unless a buddy takes it.
    const QString text = label->buddy() ? withoutMnemonic(label->text()) : label->text();
    const QFontMetrics metrics = label->fontMetrics();
    int indent = label->indent();
    if (indent < 0)
        indent = label->frameWidth() > 0 ? metrics.horizontalAdvance(QLatin1Char('x')) / 2 : 0;
    const int has = label->contentsRect().width() - 2 * label->margin() - indent;
    const int needs = widestLine(metrics, text);
    if (needs > has)
        problems << QStringLiteral("%1: %2 cut: needs %3 px, has %4")
                        .arg(where, named(label, text))
                        .arg(needs)
                        .arg(has);
    if (const std::optional<QString> full = elidedFrom(text, label);
        full && widestLine(metrics, *full) <= has)
        problems << QStringLiteral("%1: %2 elided though \"%3\" fits its %4 px")
                        .arg(where, named(label, text), *full)
                        .arg(has);
}

void buttonProblems(QAbstractButton* button, const QString& where, QStringList& problems)
{
    if (button->text().isEmpty())
        return;
    if (auto* tool = qobject_cast<QToolButton*>(button);
        tool && tool->toolButtonStyle() == Qt::ToolButtonIconOnly)
        return;
    const QString text = withoutMnemonic(button->text());
    const int needs = button->minimumSizeHint().width();
    if (button->width() < needs)
        problems << QStringLiteral("%1: %2 cut: needs %3 px, has %4")
                        .arg(where, named(button, text))
                        .arg(needs)
                        .arg(button->width());
    const QFontMetrics metrics = button->fontMetrics();
    const int has = button->width() - (button->sizeHint().width() - metrics.horizontalAdvance(text));
    if (const std::optional<QString> full = elidedFrom(text, button);
        full && metrics.horizontalAdvance(*full) <= has)
        problems << QStringLiteral("%1: %2 elided though \"%3\" fits its %4 px")
                        .arg(where, named(button, text), *full)
                        .arg(has);
}

// What the cells of `view` drawn by Qt's own delegate need: the width of the first
// line of their text, the delegate's margins, an icon and a check box.
struct CellNeed {
    QModelIndex index;
    QString text;
    int needs = 0; // the cell's whole width for its text
};

std::vector<CellNeed> cellNeeds(const QAbstractItemView* view, int rows)
{
    const QAbstractItemModel* model = view->model();
    const QStyle* style = view->style();
    // The default delegate keeps a margin either side of the text.
    const int margins = 2 * (style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1);
    std::vector<CellNeed> needs;
    for (int row = 0; row < rows; ++row) {
        for (int column = 0; column < model->columnCount(view->rootIndex()); ++column) {
            const QModelIndex index = model->index(row, column, view->rootIndex());
            const QString text = index.data(Qt::DisplayRole).toString();
            if (text.isEmpty() || view->indexWidget(index))
                continue;
            int width = margins;
            if (!index.data(Qt::DecorationRole).isNull())
                width += (view->iconSize().isValid()
                              ? view->iconSize().width()
                              : style->pixelMetric(QStyle::PM_SmallIconSize, nullptr, view)) +
                         4;
            if (index.data(Qt::CheckStateRole).isValid())
                width += style->pixelMetric(QStyle::PM_IndicatorWidth, nullptr, view) + 4;
            const QVariant font = index.data(Qt::FontRole);
            const QFontMetrics metrics(font.isValid() ? font.value<QFont>() : view->font());
            width += metrics.horizontalAdvance(text.section(QLatin1Char('\n'), 0, 0));
            needs.push_back({index, text, width});
        }
    }
    return needs;
}

const QHeaderView* columnsOf(const QAbstractItemView* view)
{
    if (const auto* table = qobject_cast<const QTableView*>(view))
        return table->horizontalHeader();
    if (const auto* tree = qobject_cast<const QTreeView*>(view))
        return tree->header();
    return nullptr;
}

// A cell's text is elided with room when the view could show it whole within the
// width it has: from its viewport's width beyond the columns, and from what the
// other columns have beyond their widest cell, header and cell widget (a list: from
// its viewport's width beyond its widest item).
void itemViewProblems(QAbstractItemView* view, const QString& where, QStringList& problems)
{
    // Only Qt's own delegate elides what the model holds; the app's delegates draw
    // their own texts.
    const QAbstractItemModel* model = view->model();
    if (!model || view->textElideMode() == Qt::ElideNone ||
        view->itemDelegate()->metaObject() != &QStyledItemDelegate::staticMetaObject)
        return;
    const int rows = std::min(model->rowCount(view->rootIndex()), 200);
    const std::vector<CellNeed> needs = cellNeeds(view, rows);
    const QHeaderView* header = columnsOf(view);
    std::vector<int> slack; // per column
    int viewportSlack = 0;
    if (header) {
        viewportSlack = std::max(0, view->viewport()->width() - header->length());
        const int columns = model->columnCount(view->rootIndex());
        std::vector<int> widest(columns, 0);
        for (int column = 0; column < columns; ++column) {
            widest[column] = header->isHidden() ? 0 : header->sectionSizeHint(column);
            for (int row = 0; row < rows; ++row) {
                if (const QWidget* cell = view->indexWidget(model->index(row, column, view->rootIndex())))
                    widest[column] = std::max(widest[column], cell->minimumSizeHint().width());
            }
        }
        for (const CellNeed& cell : needs)
            widest[cell.index.column()] = std::max(widest[cell.index.column()], cell.needs);
        for (int column = 0; column < columns; ++column)
            slack.push_back(header->isSectionHidden(column)
                                ? 0
                                : std::max(0, header->sectionSize(column) - widest[column]));
    } else {
        int right = 0;
        for (int row = 0; row < rows; ++row)
            right = std::max(right, view->visualRect(model->index(row, 0, view->rootIndex())).right() + 1);
        viewportSlack = std::max(0, view->viewport()->width() - right);
    }
    for (const CellNeed& cell : needs) {
        const QRect rect = view->visualRect(cell.index);
        if (rect.isEmpty() || cell.needs <= rect.width())
            continue;
        int room = viewportSlack;
        for (std::size_t column = 0; column < slack.size(); ++column)
            room += static_cast<int>(column) == cell.index.column() ? 0 : slack[column];
        if (cell.needs - rect.width() <= room)
            problems << QStringLiteral(
                            "%1: %2 row %3 column %4 \"%5\" elided: needs %6 px, has %7, could have %8 more")
                            .arg(where, named(view, QString()))
                            .arg(cell.index.row())
                            .arg(cell.index.column())
                            .arg(cell.text)
                            .arg(cell.needs)
                            .arg(rect.width())
                            .arg(room);
    }
}

bool givesWay(const QWidget* widget)
{
    return widget->sizePolicy().horizontalPolicy() == QSizePolicy::Ignored;
}

} // namespace

namespace apptest {

void AppTestCase::setUp()
{
    QVERIFY(dir_.isValid());
    useTemporarySettings(dir_.path());
}

void AppTestCase::reset()
{
    AppSettings::setUnlockAll(false);
    QSettings(QStringLiteral("Furunkulus"), QStringLiteral("Furunkulus")).clear();
    QDir(dir_.path() + QStringLiteral("/levels")).removeRecursively();
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/levels"))
        .removeRecursively();
    QDir(ff::ui::appDataDir() + QStringLiteral("/levels")).removeRecursively();
    for (const ff::editor::AutosaveStore::Entry& e : ff::editor::AutosaveStore().pending())
        ff::editor::AutosaveStore().discard(e);
}

void AppTestCase::answerModal(std::function<void(QWidget*)> answer)
{
    auto* timer = new QTimer(this);
    timer->setInterval(20);
    connect(timer, &QTimer::timeout, this, [timer, answer] {
        QWidget* modal = QApplication::activeModalWidget();
        if (!modal || !modal->isVisible())
            return;
        timer->stop();
        timer->deleteLater();
        answer(modal);
    });
    timer->start();
}

void AppTestCase::clickButton(QWidget* box, const QString& text)
{
    auto* messageBox = qobject_cast<QMessageBox*>(box);
    QVERIFY(messageBox);
    for (QAbstractButton* button : messageBox->buttons()) {
        if (button->text() == text) {
            button->click();
            return;
        }
    }
    QFAIL(qPrintable(QStringLiteral("no button \"%1\" in \"%2\"").arg(text, messageBox->text())));
}

QList<ff::editor::EditorWindow*> AppTestCase::editors()
{
    QList<ff::editor::EditorWindow*> out;
    for (QWidget* w : QApplication::topLevelWidgets()) {
        if (auto* editor = qobject_cast<ff::editor::EditorWindow*>(w))
            out << editor;
    }
    return out;
}

void AppTestCase::closeEditors()
{
    for (ff::editor::EditorWindow* editor : editors()) {
        editor->document()->undoStack()->setClean();
        editor->close();
        delete editor;
    }
}

QAction* AppTestCase::actionWithShortcut(QWidget* window, const QKeySequence& shortcut)
{
    for (QAction* action : window->findChildren<QAction*>()) {
        if (action->shortcuts().contains(shortcut))
            return action;
    }
    return nullptr;
}

QString AppTestCase::largestWeeklyLevel(const LevelLibrary& library)
{
    QString largest;
    int cells = 0;
    for (int c = 0; c < LevelLibrary::CollectionCount; ++c) {
        for (const LevelEntry& entry : library.entries(static_cast<LevelLibrary::Collection>(c))) {
            if (!entry.week || entry.broken() || !entry.key.startsWith(QStringLiteral("builtin:")))
                continue;
            const int size = entry.level->board.width() * entry.level->board.height();
            if (size > cells) {
                cells = size;
                largest = entry.key;
            }
        }
    }
    return largest;
}

ff::Level AppTestCase::sharedLevel()
{
    QFile file(QStringLiteral(":/levels/weekly/2026-w46.ffl.json"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray bytes = file.readAll();
    ff::Level level =
        std::get<ff::Level>(*ff::parseDocument(std::string_view(bytes.constData(), bytes.size())).value);
    level.id = "from-a-friend";
    level.title = "From a Friend";
    level.titleI18n.clear();
    level.week.reset();
    return level;
}

std::unique_ptr<LevelLibrary> AppTestCase::makeLibrary(QDate today)
{
    return apptest::makeLibrary(dir_.path(), today);
}

QListWidgetItem* AppTestCase::itemFor(LevelBrowser* browser, const QString& key)
{
    return apptest::itemFor(browser, key);
}

void AppTestCase::doubleClick(QListWidget* list, QListWidgetItem* item)
{
    const QPoint centre = list->visualItemRect(item).center();
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, centre);
    QTest::mouseDClick(list->viewport(), Qt::LeftButton, {}, centre);
}

ff::Level AppTestCase::asGenerated(ff::Level level, int difficulty, std::uint64_t seed)
{
    const ff::GeneratorOptions options = RandomPuzzleMaker::generatorOptions({difficulty, {}}, seed);
    level.id = ff::generatedId(options);
    level.title = ff::generatedTitle(options);
    level.difficulty = difficulty;
    level.extras = {{"x-generator", ff::generatorRecord(options)}};
    return level;
}

std::vector<ff::Placement> AppTestCase::losingPlacements(const ff::Level& level)
{
    if (!level.solution)
        return {};
    const ff::PlacementRules rules(level);
    const ff::Arena arena(level);
    for (std::size_t moved = 0; moved < level.solution->size(); ++moved) {
        for (int y = 0; y < level.board.height(); ++y) {
            for (int x = 0; x < level.board.width(); ++x) {
                const ff::Cell cell{x, y};
                std::vector<ff::Placement> placements = *level.solution;
                const bool taken = std::any_of(placements.begin(), placements.end(),
                                               [cell](const ff::Placement& p) { return p.at == cell; });
                if (taken || rules.cellRefusal(cell) != ff::PlacementRefusal::None)
                    continue;
                placements[moved].at = cell;
                ff::State state = arena.initialState();
                arena.place(state, placements);
                if (arena.run(state).outcome == ff::Outcome::OwnTokenLost)
                    return placements;
            }
        }
    }
    return {};
}

QString AppTestCase::screenFitProblems(const QString& where)
{
    QStringList problems;
    const auto size = [](QSize s) { return QStringLiteral("%1 x %2").arg(s.width()).arg(s.height()); };
    for (QWidget* window : visibleWindows()) {
        const QRect area = window->screen()->availableGeometry();
        const QRect frame = window->frameGeometry();
        const QString name =
            QStringLiteral("%1: %2 \"%3\"")
                .arg(where, QLatin1String(window->metaObject()->className()), window->windowTitle());
        if (!area.contains(frame))
            problems << QStringLiteral("%1: frame %2 at %3,%4 outside the available %5 at %6,%7")
                            .arg(name, size(frame.size()))
                            .arg(frame.x())
                            .arg(frame.y())
                            .arg(size(area.size()))
                            .arg(area.x())
                            .arg(area.y());
        for (const QSize minimum : {window->minimumSize(), window->minimumSizeHint()}) {
            if (minimum.width() > area.width() || minimum.height() > area.height())
                problems << QStringLiteral("%1: minimum %2 above the available %3")
                                .arg(name, size(minimum), size(area.size()));
        }
    }
    return problems.join(QLatin1Char('\n'));
}

QString AppTestCase::elisionProblems(const QString& where)
{
    QStringList problems;
    for (QWidget* window : visibleWindows()) {
        const QString in =
            QStringLiteral("%1: %2 \"%3\"")
                .arg(where, QLatin1String(window->metaObject()->className()), window->windowTitle());
        for (QWidget* widget : window->findChildren<QWidget*>()) {
            if (widget->window() != window || !widget->isVisible() || givesWay(widget))
                continue;
            if (auto* label = qobject_cast<QLabel*>(widget))
                labelProblems(label, in, problems);
            else if (auto* button = qobject_cast<QAbstractButton*>(widget))
                buttonProblems(button, in, problems);
            else if (auto* view = qobject_cast<QAbstractItemView*>(widget))
                itemViewProblems(view, in, problems);
        }
    }
    return problems.join(QLatin1Char('\n'));
}

} // namespace apptest
