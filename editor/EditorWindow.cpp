#include "editor/EditorWindow.h"

#include "board/BoardPalette.h"
#include "board/BoardRenderer.h"
#include "board/CellName.h"
#include "board/EngineText.h"
#include "board/LegendDialog.h"
#include "board/LevelFiles.h"
#include "board/PlayerView.h"
#include "board/ShareActions.h"
#include "editor/EditorBoardView.h"
#include "editor/GenerateDialog.h"
#include "editor/LevelEditDocument.h"
#include "editor/LevelPropertiesPanel.h"
#include "editor/NewLevelDialog.h"
#include "editor/PackPanel.h"
#include "editor/PublishDialog.h"
#include "editor/ValidationPanel.h"
#include "editor/VerifyPanel.h"
#include "engine/files/ShareCode.h"
#include "online/HubAccount.h"
#include "online/HubText.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QToolBar>
#include <QUndoView>

#include <algorithm>
#include <array>

namespace ffui {

using ff::PieceKind;

namespace {

constexpr int kAutosaveMs = 30 * 1000;
// Screens narrower than this get the compact panel layout (createDocks).
constexpr int kCompactBelowWidth = 1100;
constexpr int kCompactPanelWidth = 250;
// Screens lower than this get the smaller tool icons (createToolPalette).
constexpr int kRoomyToolsHeight = 760;

// The object tools in their order, which gives their digits 1, 2, ...: the
// placeable types in catalogue order, the kinds without a side first and the tokens
// last (the order the editor's digits have always had).
constexpr std::array<ff::PieceType, ff::kPlaceableTypes.size()> objectToolOrder()
{
    std::array<ff::PieceType, ff::kPlaceableTypes.size()> order{};
    std::size_t n = 0;
    for (const bool sided : {false, true}) {
        for (const ff::PieceType type : ff::kPlaceableTypes) {
            if (ff::carriesSide(type.kind) == sided)
                order[n++] = type;
        }
    }
    return order;
}
constexpr auto kObjectTools = objectToolOrder();
static_assert(kObjectTools.size() <= 9, "an object tool's shortcut is one digit");

} // namespace

EditorWindow::EditorWindow(QWidget* parent)
    : QMainWindow(parent), document_(new LevelEditDocument(this)),
      board_(new EditorBoardView(document_, this)), player_(new PlayerView(this)),
      pages_(new QStackedWidget(this))
{
    setObjectName(QStringLiteral("EditorWindow"));
    pages_->addWidget(board_);
    pages_->addWidget(player_);
    // The test-play page's room counts only while it is shown, so the editor's
    // smallest size is set by the board and the panels (a small screen).
    playerPolicy_ = player_->sizePolicy();
    player_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);
    setCentralWidget(pages_);
    share_ = new ShareActions(this, [this] { return &document_->level(); });
    connect(share_, &ShareActions::codePasted, this, &EditorWindow::pasteShareCode);
    createActions();
    createToolBars();
    createDocks();
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* legend = help->addAction(tr("&Legend"), this, [this] { LegendDialog::showFor(this); });
    legend->setObjectName(QStringLiteral("legendAction"));
    legend->setShortcut(QKeySequence(Qt::Key_F2));
    legend->setStatusTip(tr("What every piece and mark of the board does"));
    cellLabel_ = new QLabel(this);
    cellLabel_->setMinimumWidth(90);
    problemLabel_ = new QLabel(this);
    // The hint gives way (elided by the layout) to the permanent labels.
    toolHint_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    toolHint_->setMinimumWidth(0);
    problemLabel_->setMinimumWidth(
        problemLabel_->fontMetrics().horizontalAdvance(QStringLiteral("000 problems")));
    statusBar()->addWidget(toolHint_, 1);
    statusBar()->addPermanentWidget(problemLabel_);
    statusBar()->addPermanentWidget(cellLabel_);

    connect(document_, &LevelEditDocument::modifiedChanged, this, &EditorWindow::updateTitle);
    connect(document_, &LevelEditDocument::filePathChanged, this, &EditorWindow::updateTitle);
    connect(document_, &LevelEditDocument::modifiedChanged, this, [this](bool modified) {
        if (!modified)
            autosave_.remove();
    });
    connect(document_, &LevelEditDocument::levelChanged, this, [this] {
        ++revision_;
        const int n = static_cast<int>(document_->problems().size());
        problemLabel_->setText(n == 0 ? tr("Valid") : n == 1 ? tr("1 problem") : tr("%1 problems").arg(n));
        problemLabel_->setStyleSheet(n == 0 ? QStringLiteral("color: #2e7d32;")
                                            : QStringLiteral("color: #b3261e;"));
    });
    connect(board_, &EditorBoardView::refused, this,
            [this](const QString& reason) { statusBar()->showMessage(reason, 4000); });
    connect(board_, &EditorBoardView::hoverChanged, this, [this](std::optional<ff::Cell> c) {
        cellLabel_->setText(c ? tr("Cell %1").arg(cellName(*c)) : QString());
    });
    connect(&autosaveTimer_, &QTimer::timeout, this, &EditorWindow::autosaveNow);
    autosaveTimer_.start(kAutosaveMs);

    resetTo(LevelEditDocument::newStandardLevel(true));
    board_->setFocus();
    // Room for the board, the tool palette and the docks (the default size hides tools).
    const QSize room = screen()->availableGeometry().size() - QSize(40, 60);
    resize(std::min(1320, room.width()), std::min(860, room.height()));
}

EditorWindow::~EditorWindow()
{
    // The document is a child and dies after the members (autosave_) it signals to.
    document_->disconnect(this);
}

void EditorWindow::createActions()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    editingActions_.push_back(file->menuAction());
    QAction* newLevelAction = file->addAction(tr("&New level…"), this, &EditorWindow::newLevel);
    newLevelAction->setShortcut(QKeySequence::New);
    newLevelAction->setStatusTip(
        tr("A new level on the standard board, with the basic layout, or on a board of your size"));
    file->addAction(tr("New &pack"), this, &EditorWindow::newPack)
        ->setStatusTip(tr("A pack keeps several levels in order in one file"));
    file->addAction(tr("&Generate…"), this, &EditorWindow::generate)
        ->setStatusTip(tr("A new level with exactly one solution, made by the puzzle generator"));
    file->addSeparator();
    file->addAction(tr("&Open…"), this, &EditorWindow::open)->setShortcut(QKeySequence::Open);
    file->addAction(tr("&Save"), this, &EditorWindow::save)->setShortcut(QKeySequence::Save);
    file->addAction(tr("Save &as…"), this, &EditorWindow::saveAs)->setShortcut(QKeySequence::SaveAs);
    file->addSeparator();
    file->addAction(share_->copyCodeAction());
    file->addAction(share_->exportImageAction());
    file->addAction(share_->pasteCodeAction());
    file->addSeparator();
    publish_ = file->addAction(tr("Pu&blish…"), this, &EditorWindow::publish);
    publish_->setObjectName(QStringLiteral("publishAction"));
    publish_->setStatusTip(tr("Send the level to the hub, where every player can play it"));
    // The tooltip says why Publish is disabled.
    file->setToolTipsVisible(true);
    connect(file, &QMenu::aboutToShow, this, &EditorWindow::updatePublishAction);
    file->addSeparator();
    file->addAction(tr("&Close"), this, &QWidget::close)->setShortcut(QKeySequence::Close);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    editingActions_.push_back(edit->menuAction());
    QAction* undo = document_->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = document_->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    QAction* del = edit->addAction(tr("&Delete"), board_, &EditorBoardView::deleteSelection);
    del->setShortcut(QKeySequence::Delete);
    del->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    board_->addAction(del);
    edit->addAction(tr("&Turn monster or arrow"), board_, &EditorBoardView::turnSelection)
        ->setStatusTip(tr("Turns the monster or the teleporter arrow on the selected cell (R on the board)"));

    QMenu* play = menuBar()->addMenu(tr("&Play"));
    testPlay_ = play->addAction(tr("&Test-play"));
    testPlay_->setCheckable(true);
    testPlay_->setShortcut(QKeySequence(Qt::Key_F5));
    testPlay_->setStatusTip(tr("Play the current draft without saving; F5 again returns to the editor"));
    connect(testPlay_, &QAction::toggled, this, &EditorWindow::setTestPlay);
    // The player's own undo while test-playing.
    QAction* playUndo = player_->undoStack()->createUndoAction(this);
    playUndo->setShortcut(QKeySequence::Undo);
    playUndo->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    player_->addAction(playUndo);
    QAction* playRedo = player_->undoStack()->createRedoAction(this);
    playRedo->setShortcut(QKeySequence::Redo);
    playRedo->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    player_->addAction(playRedo);
}

void EditorWindow::createToolBars()
{
    createToolPalette();
    createTokenBar();
    createPlayBar();
}

// The painting tools: a tool bar on the left and the Tools menu, one checkable action each.
void EditorWindow::createToolPalette()
{
    QToolBar* tools = new QToolBar(tr("Tools"), this);
    tools->setObjectName(QStringLiteral("tools"));
    // On a low screen (800 x 600) smaller icons keep every tool in view.
    const int iconSize = screen()->availableGeometry().height() < kRoomyToolsHeight ? 20 : 32;
    tools->setIconSize(QSize(iconSize, iconSize));
    tools->setToolButtonStyle(Qt::ToolButtonIconOnly);
    addToolBar(Qt::LeftToolBarArea, tools);
    QMenu* toolMenu = menuBar()->addMenu(tr("&Tools"));
    editingActions_.push_back(toolMenu->menuAction());
    editingWidgets_.push_back(tools);
    tools_ = new QActionGroup(this);
    tools_->setExclusive(true);
    struct Entry {
        EditorTool tool;
        QString text;
        QString key;
        QIcon icon;
        QString help = QString();
    };
    std::vector<Entry> entries = {
        {{EditorMode::Select},
         tr("Select and move"),
         QStringLiteral("S"),
         BoardRenderer::toolIcon(BoardRenderer::ToolIcon::Select),
         tr("Click a cell to select it; drag a piece, teleporter or the monster to move it. Delete removes, "
            "R turns.")},
        {{EditorMode::Blood},
         tr("Blood pool (drag to paint)"),
         QStringLiteral("B"),
         BoardRenderer::toolIcon(BoardRenderer::ToolIcon::Blood),
         tr("Drag to paint a blood pool; painting next to a pool extends it.")},
        {{EditorMode::Teleporter},
         tr("Teleporter (click an end to turn its arrow)"),
         QStringLiteral("T"),
         BoardRenderer::toolIcon(BoardRenderer::ToolIcon::Teleporter),
         tr("Click to place teleporter ends (pairs are named A, B, ...); click an end again to turn its "
            "arrow.")},
        {{EditorMode::Monster},
         tr("Monster (click it to turn it)"),
         QStringLiteral("M"),
         BoardRenderer::toolIcon(BoardRenderer::ToolIcon::Monster),
         tr("Click to put the monster on a cell; click it again to turn it.")},
        {{EditorMode::Void},
         tr("Void cells (custom boards, mirrored)"),
         QStringLiteral("V"),
         BoardRenderer::toolIcon(BoardRenderer::ToolIcon::Void),
         tr("Custom boards: click or drag to cut cells out of the floor; each mirror cell follows.")},
        {{EditorMode::Zone},
         tr("Placement zone"),
         QStringLiteral("Z"),
         BoardRenderer::toolIcon(BoardRenderer::ToolIcon::Zone),
         tr("Click or drag to mark the cells the player may place on; no marks = everywhere.")},
        {{EditorMode::Erase},
         tr("Erase (or right-click)"),
         QStringLiteral("E"),
         BoardRenderer::toolIcon(BoardRenderer::ToolIcon::Erase),
         tr("Click or drag to remove pieces, teleporters and blood (right-click works with every tool).")},
    };
    for (std::size_t i = 0; i < kObjectTools.size(); ++i) {
        const ff::PieceType type = kObjectTools[i];
        entries.insert(entries.begin() + 1 + i, {{EditorMode::Object, type},
                                                 EngineText::pieceLabel(type),
                                                 QString::number(i + 1),
                                                 BoardRenderer::pieceIcon(type),
                                                 EngineText::placingHelp(type)});
    }
    for (const Entry& e : entries) {
        QAction* a = new QAction(e.icon, e.text, this);
        a->setCheckable(true);
        a->setShortcut(QKeySequence(e.key));
        a->setToolTip(QStringLiteral("%1 (%2)").arg(e.text, e.key));
        tools_->addAction(a);
        tools->addAction(a);
        toolMenu->addAction(a);
        toolActions_[e.tool] = a;
        const EditorTool tool = e.tool;
        a->setStatusTip(e.help);
        connect(a, &QAction::triggered, this, [this, tool] {
            board_->setTool(tool);
            board_->setFocus();
        });
        if (e.tool.mode == EditorMode::Select ||
            e.tool == EditorTool{EditorMode::Object, kObjectTools.back()} ||
            e.tool.mode == EditorMode::Teleporter || e.tool.mode == EditorMode::Void)
            tools->addSeparator();
    }
    toolHint_ = new QLabel(this);
    const auto showTool = [this](EditorTool tool) {
        QAction* a = toolActions_.at(tool);
        a->setChecked(true);
        toolHint_->setText(a->statusTip());
    };
    connect(board_, &EditorBoardView::toolChanged, this, showTool);
    showTool(board_->tool());
}

// The colour and number that new tokens get.
void EditorWindow::createTokenBar()
{
    QToolBar* tokenBar = new QToolBar(tr("Token"), this);
    tokenBar->setObjectName(QStringLiteral("token"));
    addToolBar(Qt::TopToolBarArea, tokenBar);
    editingWidgets_.push_back(tokenBar);
    tokenBar->addWidget(new QLabel(tr(" Token colour: "), tokenBar));
    tokenColor_ = new QComboBox(tokenBar);
    const std::vector<std::pair<QString, QString>> colors = {
        {tr("Default"), QString()},
        {tr("Red"), QStringLiteral("red")},
        {tr("Yellow"), QStringLiteral("yellow")},
        {tr("Green"), QStringLiteral("green")},
        {tr("Blue"), QStringLiteral("blue")},
        {tr("Purple"), QStringLiteral("purple")},
        {tr("Orange"), QStringLiteral("orange")},
        {tr("White"), QStringLiteral("white")},
        {tr("Black"), QStringLiteral("black")},
    };
    for (const auto& [label, name] : colors) {
        QPixmap swatch(14, 14);
        swatch.fill(name.isEmpty() ? BoardPalette::enemyToken : QColor::fromString(name));
        tokenColor_->addItem(QIcon(swatch), label, name);
    }
    tokenBar->addWidget(tokenColor_);
    tokenBar->addWidget(new QLabel(tr("  Number: "), tokenBar));
    tokenValue_ = new QSpinBox(tokenBar);
    tokenValue_->setRange(0, 6);
    tokenValue_->setSpecialValueText(tr("none"));
    tokenBar->addWidget(tokenValue_);
    const auto applyStyle = [this] {
        board_->setTokenStyle(tokenColor_->currentData().toString(), tokenValue_->value());
    };
    connect(tokenColor_, &QComboBox::currentIndexChanged, this, applyStyle);
    connect(tokenValue_, &QSpinBox::valueChanged, this, applyStyle);
}

void EditorWindow::createPlayBar()
{
    QToolBar* play = new QToolBar(tr("Play"), this);
    play->setObjectName(QStringLiteral("play"));
    play->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    testPlay_->setIcon(style()->standardIcon(QStyle::SP_MediaPlay));
    play->addAction(testPlay_);
    addToolBar(Qt::TopToolBarArea, play);
}

void EditorWindow::createDocks()
{
    // On a small screen (800 x 600) the panels share the room: the level panel may
    // scroll sideways and the bottom panels are tabs, so the window fits.
    const bool compact = screen()->availableGeometry().width() < kCompactBelowWidth;
    properties_ = new LevelPropertiesPanel(document_, this);
    auto* scroll = new QScrollArea(this);
    scroll->setWidget(properties_);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setMinimumWidth(compact ? kCompactPanelWidth : properties_->sizeHint().width() + 20);
    auto* propertiesDock = new QDockWidget(tr("Level"), this);
    propertiesDock->setObjectName(QStringLiteral("properties"));
    propertiesDock->setWidget(scroll);
    addDockWidget(Qt::RightDockWidgetArea, propertiesDock);
    editingWidgets_.push_back(propertiesDock);

    auto* packDock = new QDockWidget(tr("Pack"), this);
    packDock->setObjectName(QStringLiteral("pack"));
    packDock->setWidget(new PackPanel(document_, this));
    addDockWidget(Qt::RightDockWidgetArea, packDock);
    tabifyDockWidget(propertiesDock, packDock);
    propertiesDock->raise();
    editingWidgets_.push_back(packDock);
    connect(document_, &LevelEditDocument::packChanged, this, [this, packDock] {
        updateTitle();
        if (document_->isPack())
            packDock->raise();
    });

    verify_ = new VerifyPanel(document_, this);
    auto* verifyScroll = new QScrollArea(this);
    verifyScroll->setWidget(verify_);
    verifyScroll->setWidgetResizable(true);
    verifyScroll->setFrameShape(QFrame::NoFrame);
    auto* verifyDock = new QDockWidget(tr("Verify"), this);
    verifyDock->setObjectName(QStringLiteral("verify"));
    verifyDock->setWidget(verifyScroll);
    editingWidgets_.push_back(verifyDock);
    connect(verify_, &VerifyPanel::previewChanged, this, [this, verifyScroll] {
        board_->setPreview(verify_->preview(), verify_->differences(), verify_->idle());
        board_->setPreviewLevel(verify_->previewLevel(), verify_->changedCells());
        // The proposals are listed at the panel's foot: scroll them into view.
        if (verify_->selectedProposal() >= 0)
            QTimer::singleShot(0, verifyScroll, [verifyScroll] {
                verifyScroll->verticalScrollBar()->setValue(verifyScroll->verticalScrollBar()->maximum());
            });
    });

    problems_ = new ValidationPanel(document_, this);
    auto* problemsDock = new QDockWidget(tr("Problems"), this);
    problemsDock->setObjectName(QStringLiteral("problems"));
    problemsDock->setWidget(problems_);
    addDockWidget(Qt::BottomDockWidgetArea, problemsDock);
    editingWidgets_.push_back(problemsDock);

    auto* history = new QUndoView(document_->undoStack(), this);
    history->setEmptyLabel(tr("<opened level>"));
    auto* historyDock = new QDockWidget(tr("History"), this);
    historyDock->setObjectName(QStringLiteral("history"));
    historyDock->setWidget(history);
    addDockWidget(Qt::BottomDockWidgetArea, historyDock);
    editingWidgets_.push_back(historyDock);
    if (compact) {
        addDockWidget(Qt::BottomDockWidgetArea, verifyDock);
        tabifyDockWidget(problemsDock, verifyDock);
        tabifyDockWidget(verifyDock, historyDock);
        problemsDock->raise();
        // A solution or a proposal shown on the board brings its tab to the front.
        connect(verify_, &VerifyPanel::previewChanged, verifyDock, [this, verifyDock] {
            if (!verify_->preview().empty() || verify_->previewLevel())
                verifyDock->raise();
        });
    } else {
        splitDockWidget(problemsDock, verifyDock, Qt::Horizontal);
        splitDockWidget(verifyDock, historyDock, Qt::Horizontal);
    }
    resizeDocks({problemsDock}, {230}, Qt::Vertical);

    // After the panels have taken in a change (connected after them).
    connect(verify_, &VerifyPanel::proofChanged, this, &EditorWindow::updatePublishAction);
    connect(document_, &LevelEditDocument::levelChanged, this, &EditorWindow::updatePublishAction);
    connect(document_, &LevelEditDocument::packChanged, this, &EditorWindow::updatePublishAction);
    updatePublishAction();

    connect(problems_, &ValidationPanel::cellActivated, this, &EditorWindow::selectCell);
    connect(problems_, &ValidationPanel::fieldActivated, this, [this, propertiesDock](const QString& field) {
        propertiesDock->raise();
        properties_->focusField(field);
    });
}

void EditorWindow::selectCell(QPoint cell)
{
    toolActions_[{EditorMode::Select}]->trigger();
    board_->setSelectedCell(ff::Cell{cell.x(), cell.y()});
    board_->setFocus();
}

bool EditorWindow::isTestPlaying() const
{
    return pages_->currentWidget() == player_;
}

void EditorWindow::setTestPlay(bool on)
{
    if (on == isTestPlaying())
        return;
    if (on)
        player_->setLevel(document_->level());
    for (QAction* a : editingActions_)
        a->setEnabled(!on);
    for (QAction* a : tools_->actions())
        a->setEnabled(!on);
    if (on)
        layoutBeforePlay_ = saveState();
    // Docks and toolbars the user closed stay closed.
    for (QWidget* w : editingWidgets_) {
        if (on) {
            w->setProperty("ffShownBeforePlay", w->isVisible());
            w->hide();
        } else if (w->property("ffShownBeforePlay").toBool()) {
            w->show();
        }
    }
    // The docks come back where and as large as they were, tabs included.
    if (!on)
        restoreState(layoutBeforePlay_);
    player_->setSizePolicy(on ? playerPolicy_ : QSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored));
    pages_->setCurrentWidget(on ? static_cast<QWidget*>(player_) : board_);
    toolHint_->setText(
        on ? tr("Test-playing the draft: place the inventory and release the monster. F5 returns "
                "to the editor.")
           : toolActions_.at(board_->tool())->statusTip());
    if (on)
        player_->board()->setFocus();
    else
        board_->setFocus();
    const QSignalBlocker block(testPlay_);
    testPlay_->setChecked(on);
    testPlay_->setText(on ? tr("Back to the &editor") : tr("&Test-play"));
    testPlay_->setIcon(
        on ? QIcon::fromTheme(QStringLiteral("go-previous"), style()->standardIcon(QStyle::SP_ArrowBack))
           : style()->standardIcon(QStyle::SP_MediaPlay));
}

void EditorWindow::updateTitle()
{
    const QString name = document_->isPack() ? tr("%1 (level %2 of %3)")
                                                   .arg(document_->displayName())
                                                   .arg(document_->currentLevel() + 1)
                                                   .arg(document_->levelCount())
                                             : document_->displayName();
    setWindowTitle(tr("%1[*] – Furunkulus Level Editor").arg(name));
    setWindowModified(document_->isModified());
}

void EditorWindow::resetTo(const ff::Level& level)
{
    document_->setLevel(level);
    board_->setSelectedCell(std::nullopt);
    updateTitle();
}

void EditorWindow::newPack()
{
    if (!maybeSave())
        return;
    document_->setPack(ff::Pack{
        "new-pack", tr("Untitled pack").toStdString(), {LevelEditDocument::newStandardLevel(false)}, {}});
    board_->setSelectedCell(std::nullopt);
    updateTitle();
}

void EditorWindow::startLevel(const ff::Level& level)
{
    resetTo(level);
    document_->markModified();
}

void EditorWindow::startNewLevel(const ff::Level& level)
{
    resetTo(level);
}

void EditorWindow::setMyLevelsFolder(const QString& folder)
{
    myLevelsFolder_ = folder;
}

bool EditorWindow::openFile(const QString& path)
{
    QString error;
    if (!openFile(path, &error)) {
        QMessageBox::warning(this, tr("Cannot Open Level"), error);
        return false;
    }
    return true;
}

bool EditorWindow::openFile(const QString& path, QString* error)
{
    if (!document_->load(path, error))
        return false;
    board_->setSelectedCell(std::nullopt);
    updateTitle();
    return true;
}

bool EditorWindow::offerRecovery(QWidget* dialogParent)
{
    for (const AutosaveStore::Entry& entry : autosave_.pending()) {
        const QString name = entry.sourcePath.isEmpty() ? QString::fromStdString(entry.level.title)
                                                        : QFileInfo(entry.sourcePath).fileName();
        QMessageBox box(
            QMessageBox::Question, tr("Recover Unsaved Work"),
            tr("The level editor was closed unexpectedly. Unsaved work on \"%1\" from %2 was kept.")
                .arg(name, QLocale().toString(entry.savedAt.toLocalTime(), QLocale::ShortFormat)),
            QMessageBox::NoButton, dialogParent ? dialogParent : this);
        box.setInformativeText(
            tr("Recover opens it in the editor, where you can save it. Discard deletes it. "
               "Later keeps it and asks again at the next start."));
        QPushButton* recover = box.addButton(tr("Recover"), QMessageBox::AcceptRole);
        box.addButton(tr("Discard"), QMessageBox::DestructiveRole);
        QPushButton* later = box.addButton(tr("Later"), QMessageBox::RejectRole);
        box.setDefaultButton(recover);
        box.exec();
        if (box.clickedButton() == later)
            continue;
        if (box.clickedButton() == recover) {
            if (!maybeSave())
                return false;
            if (entry.pack)
                document_->setPack(*entry.pack, entry.sourcePath);
            else
                document_->setLevel(entry.level, entry.sourcePath);
            document_->markModified();
            board_->setSelectedCell(std::nullopt);
            updateTitle();
            autosaveNow();
        }
        autosave_.discard(entry);
        if (box.clickedButton() == recover)
            return true;
    }
    return false;
}

QString EditorWindow::shareCode() const
{
    return QString::fromStdString(ff::encodeShareCode(document_->level()));
}

bool EditorWindow::openShareCode(const QString& text, QString* error)
{
    const ff::ShareDecode decoded = ff::decodeShareCode(text.toStdString());
    if (!decoded.level) {
        *error = EngineText::shareCodeError(decoded);
        return false;
    }
    startLevel(*decoded.level);
    return true;
}

bool EditorWindow::exportImage(const QString& path, QString* error) const
{
    return ShareActions::writeCard(document_->level(), path, *error);
}

QString EditorWindow::levelsFolder() const
{
    if (!document_->filePath().isEmpty())
        return QFileInfo(document_->filePath()).absolutePath();
    const QString dir = myLevelsFolder_.isEmpty() ? LevelFiles::myLevelsDir() : myLevelsFolder_;
    QDir().mkpath(dir);
    return dir;
}

QString EditorWindow::suggestedSavePath() const
{
    const QString base =
        QString::fromStdString(document_->isPack() ? document_->pack().id : document_->level().id);
    return LevelFiles::freePath(levelsFolder(), base, LevelFiles::suffix(document_->isPack()));
}

bool EditorWindow::maybeSave()
{
    if (!document_->isModified())
        return true;
    const auto answer = QMessageBox::warning(
        this, tr("Unsaved Changes"),
        tr("\"%1\" has unsaved changes. Save them?").arg(document_->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Cancel)
        return false;
    if (answer == QMessageBox::Save)
        return save();
    return true;
}

bool EditorWindow::save()
{
    // A level turned into a pack needs a pack file name.
    const bool packFile = LevelFiles::suffixOf(document_->filePath()) == LevelFiles::suffix(true);
    if (document_->filePath().isEmpty() || packFile != document_->isPack())
        return saveAs();
    return saveTo(document_->filePath());
}

bool EditorWindow::saveAs()
{
    const bool pack = document_->isPack();
    const QString suffix = LevelFiles::suffix(pack);
    QString suggested = document_->filePath();
    if (suggested.isEmpty() || (LevelFiles::suffixOf(suggested) == LevelFiles::suffix(true)) != pack)
        suggested = suggestedSavePath();
    QString path = QFileDialog::getSaveFileName(this, pack ? tr("Save Pack") : tr("Save Level"), suggested,
                                                LevelFiles::saveFilter(pack));
    if (path.isEmpty())
        return false;
    if (!path.endsWith(suffix))
        path += suffix;
    return saveTo(path);
}

bool EditorWindow::saveTo(const QString& path)
{
    int problems = static_cast<int>(document_->problems().size());
    if (document_->isPack())
        problems = static_cast<int>(ff::validatePack(document_->pack()).size());
    if (problems > 0) {
        QMessageBox box(
            QMessageBox::Warning, tr("Save as Draft"),
            (document_->isPack() ? tr("Problems found in this pack or its levels: %1.").arg(problems)
             : problems == 1     ? tr("This level has a problem (see the Problems list).")
                                 : tr("This level has %1 problems (see the Problems list).").arg(problems)) +
                QLatin1Char(' ') +
                tr("It can be saved as a draft to work on later, but it cannot be played or shared "
                   "as a puzzle until they are fixed."),
            QMessageBox::Cancel, this);
        QPushButton* draft = box.addButton(tr("Save as Draft"), QMessageBox::AcceptRole);
        box.setDefaultButton(draft);
        box.exec();
        if (box.clickedButton() != draft)
            return false;
    } else if (!document_->isPack() && document_->solutionFails()) {
        QMessageBox box(QMessageBox::Question, tr("Save Level"),
                        ValidationPanel::storedSolutionFailsText() + QStringLiteral("\n\n") +
                            tr("Save the level with this solution anyway?"),
                        QMessageBox::Cancel, this);
        box.setObjectName(QStringLiteral("solutionFailsBox"));
        QPushButton* anyway = box.addButton(tr("Save Anyway"), QMessageBox::AcceptRole);
        box.setDefaultButton(QMessageBox::Cancel);
        box.exec();
        if (box.clickedButton() != anyway)
            return false;
    }
    QString error;
    if (!document_->save(path, &error)) {
        QMessageBox::critical(
            this, tr("Save Failed"),
            error + QStringLiteral("\n\n") +
                tr("Nothing is lost: the level is still open. Try another folder or file name."));
        return false;
    }
    autosave_.remove();
    statusBar()->showMessage(problems > 0 ? tr("Saved as a draft: %1").arg(path) : tr("Saved: %1").arg(path),
                             5000);
    emit saved(path);
    return true;
}

void EditorWindow::open()
{
    if (!maybeSave())
        return;
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open Level"), levelsFolder(), LevelFiles::openFilter());
    if (!path.isEmpty())
        openFile(path);
}

void EditorWindow::newLevel()
{
    if (!maybeSave())
        return;
    NewLevelDialog dialog(this);
    if (dialog.exec() == QDialog::Accepted)
        resetTo(dialog.level());
}

void EditorWindow::generate()
{
    if (!maybeSave())
        return;
    GenerateDialog dialog(this);
    if (dialog.exec() == QDialog::Accepted && dialog.level())
        startLevel(*dialog.level());
}

void EditorWindow::pasteShareCode(const QString& code)
{
    if (!maybeSave())
        return;
    QString error;
    if (!openShareCode(code, &error))
        showWarningBox(this, tr("Cannot open the share code"), error);
}

void EditorWindow::updatePublishAction()
{
    if (!publish_ || !verify_)
        return;
    const QUrl hub = ffonline::HubAccount::address();
    const QString whyNot =
        PublishDialog::whyNot(*document_, *verify_, hub, ffonline::HubAccount::isRegistered(hub));
    publish_->setEnabled(whyNot.isEmpty());
    publish_->setToolTip(whyNot.isEmpty()
                             ? tr("Send the level to the hub at %1, where every player can play it")
                                   .arg(ffonline::HubText::addressText(hub))
                             : whyNot);
}

PublishDialog* EditorWindow::publishDialog() const
{
    return publishDialog_.data();
}

PublishDialog* EditorWindow::publish()
{
    updatePublishAction();
    if (!publish_->isEnabled())
        return nullptr;
    if (publishDialog_)
        publishDialog_->close();
    const QUrl hub = ffonline::HubAccount::address();
    auto* dialog = new PublishDialog(document_->level(), hub, ffonline::HubAccount::name(hub),
                                     ffonline::HubAccount::token(hub), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &PublishDialog::published, this, [this](const QUrl& address) {
        statusBar()->showMessage(tr("Published: %1").arg(address.toString()), 10000);
    });
    publishDialog_ = dialog;
    dialog->open();
    return dialog;
}

void EditorWindow::autosaveNow()
{
    if (!document_->isModified() || revision_ == autosavedRevision_)
        return;
    QString error;
    const bool saved = document_->isPack()
                           ? autosave_.save(document_->pack(), document_->filePath(), &error)
                           : autosave_.save(document_->level(), document_->filePath(), &error);
    if (saved)
        autosavedRevision_ = revision_;
    else
        statusBar()->showMessage(tr("Autosave failed: %1").arg(error), 5000);
}

void EditorWindow::closeEvent(QCloseEvent* event)
{
    setTestPlay(false);
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    autosave_.remove();
    event->accept();
}

} // namespace ffui
