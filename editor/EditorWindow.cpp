#include "editor/EditorWindow.h"

#include "board/BoardPalette.h"
#include "board/BoardRenderer.h"
#include "board/CellName.h"
#include "board/EngineText.h"
#include "board/LegendDialog.h"
#include "board/PlayerView.h"
#include "board/ShareActions.h"
#include "editor/EditorBoardView.h"
#include "editor/EditorFiles.h"
#include "editor/LevelEditDocument.h"
#include "editor/LevelPropertiesPanel.h"
#include "editor/PackPanel.h"
#include "editor/PublishDialog.h"
#include "editor/ValidationPanel.h"
#include "editor/VerifyPanel.h"
#include "engine/files/ShareCode.h"
#include "online/HubAccount.h"
#include "online/HubText.h"

#include <QActionGroup>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QGuiApplication>
#include <QLabel>
#include <QMenuBar>
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

namespace ff::editor {

using ff::PieceKind;

namespace {

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
      board_(new EditorBoardView(document_, this)), player_(new ui::PlayerView(this)),
      pages_(new QStackedWidget(this)), files_(new EditorFiles(document_, this))
{
    setObjectName(QStringLiteral("EditorWindow"));
    pages_->addWidget(board_);
    pages_->addWidget(player_);
    // The test-play page's room counts only while it is shown, so the editor's
    // smallest size is set by the board and the panels (a small screen).
    playerPolicy_ = player_->sizePolicy();
    player_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);
    setCentralWidget(pages_);
    share_ = new ui::ShareActions(this, [this] { return &document_->level(); });
    connect(share_, &ui::ShareActions::codePasted, files_, &EditorFiles::pasteShareCode);
    connect(files_, &EditorFiles::saved, this, &EditorWindow::saved);
    connect(files_, &EditorFiles::documentReplaced, this, [this] {
        board_->setSelectedCell(std::nullopt);
        updateTitle();
    });
    createActions();
    createToolBars();
    createDocks();
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* legend = help->addAction(tr("&Legend"), this, [this] { ui::LegendDialog::showFor(this); });
    legend->setObjectName(QStringLiteral("legendAction"));
    legend->setShortcut(QKeySequence(Qt::Key_F2));
    legend->setStatusTip(tr("What every piece and mark of the board does"));
    cellLabel_ = new QLabel(this);
    cellLabel_->setMinimumWidth(90);
    problemLabel_ = new QLabel(this);
    // The hint gives way to the permanent labels, and wraps onto a second line
    // rather than being cut (800 pixels, German).
    toolHint_->setWordWrap(true);
    // Its height is fitToolHint's, not one the status bar's layout asks for its width.
    QSizePolicy hintPolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    hintPolicy.setHeightForWidth(false);
    toolHint_->setSizePolicy(hintPolicy);
    toolHint_->setMinimumWidth(0);
    toolHint_->installEventFilter(this);
    problemLabel_->setMinimumWidth(
        problemLabel_->fontMetrics().horizontalAdvance(QStringLiteral("000 problems")));
    statusBar()->addWidget(toolHint_, 1);
    statusBar()->addPermanentWidget(problemLabel_);
    statusBar()->addPermanentWidget(cellLabel_);

    connect(document_, &LevelEditDocument::modifiedChanged, this, &EditorWindow::updateTitle);
    connect(document_, &LevelEditDocument::filePathChanged, this, &EditorWindow::updateTitle);
    connect(document_, &LevelEditDocument::levelChanged, this, [this] {
        const int n = static_cast<int>(document_->problems().size());
        problemLabel_->setText(n == 0 ? tr("Valid") : n == 1 ? tr("1 problem") : tr("%1 problems").arg(n));
        problemLabel_->setStyleSheet(n == 0 ? QStringLiteral("color: #2e7d32;")
                                            : QStringLiteral("color: #b3261e;"));
    });
    connect(board_, &EditorBoardView::refused, this,
            [this](const QString& reason) { statusBar()->showMessage(reason, 4000); });
    connect(board_, &EditorBoardView::hoverChanged, this, [this](std::optional<ff::Cell> c) {
        cellLabel_->setText(c ? tr("Cell %1").arg(ui::cellName(*c)) : QString());
    });
    files_->startNewLevel(LevelEditDocument::newStandardLevel(true));
    board_->setFocus();
    // Room for the board, the tool palette and the docks (the default size hides tools).
    const QSize room = screen()->availableGeometry().size() - QSize(40, 60);
    resize(std::min(1320, room.width()), std::min(860, room.height()));
}

EditorWindow::~EditorWindow()
{
    // The document is a child and dies in QWidget's destructor, after this window's
    // members and before EditorFiles: it signals to neither of them any more (an
    // autosave stays where the window goes away without closing).
    document_->disconnect(this);
    document_->disconnect(files_);
}

void EditorWindow::createActions()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    editingActions_.push_back(file->menuAction());
    QAction* newLevelAction = file->addAction(tr("&New level…"), files_, &EditorFiles::newLevel);
    // As in the player's window, where Ctrl+N opens the next unsolved level.
    newLevelAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    newLevelAction->setStatusTip(
        tr("A new level on the standard board, with the basic layout, or on a board of your size"));
    file->addAction(tr("New &pack"), files_, &EditorFiles::newPack)
        ->setStatusTip(tr("A pack keeps several levels in order in one file"));
    file->addAction(tr("&Generate…"), files_, &EditorFiles::generate)
        ->setStatusTip(tr("A new level with exactly one solution, made by the puzzle generator"));
    file->addSeparator();
    file->addAction(tr("&Open…"), files_, &EditorFiles::open)->setShortcut(QKeySequence::Open);
    file->addAction(tr("&Save"), files_, &EditorFiles::save)->setShortcut(QKeySequence::Save);
    file->addAction(tr("Save &as…"), files_, &EditorFiles::saveAs)->setShortcut(QKeySequence::SaveAs);
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
         ui::BoardRenderer::toolIcon(ui::BoardRenderer::ToolIcon::Select),
         tr("Click a cell to select it; drag a piece, teleporter or the monster to move it. Delete removes, "
            "R turns.")},
        {{EditorMode::Blood},
         tr("Blood pool (drag to paint)"),
         QStringLiteral("B"),
         ui::BoardRenderer::toolIcon(ui::BoardRenderer::ToolIcon::Blood),
         tr("Drag to paint a blood pool; painting next to a pool extends it.")},
        {{EditorMode::Teleporter},
         tr("Teleporter (click an end to turn its arrow)"),
         QStringLiteral("T"),
         ui::BoardRenderer::toolIcon(ui::BoardRenderer::ToolIcon::Teleporter),
         tr("Click to place teleporter ends (pairs are named A, B, ...); click an end again to turn its "
            "arrow.")},
        {{EditorMode::Monster},
         tr("Monster (click it to turn it)"),
         QStringLiteral("M"),
         ui::BoardRenderer::toolIcon(ui::BoardRenderer::ToolIcon::Monster),
         tr("Click to put the monster on a cell; click it again to turn it.")},
        {{EditorMode::Void},
         tr("Void cells (custom boards, mirrored)"),
         QStringLiteral("V"),
         ui::BoardRenderer::toolIcon(ui::BoardRenderer::ToolIcon::Void),
         tr("Custom boards: click or drag to cut cells out of the floor; each mirror cell follows.")},
        {{EditorMode::Zone},
         tr("Placement zone"),
         QStringLiteral("Z"),
         ui::BoardRenderer::toolIcon(ui::BoardRenderer::ToolIcon::Zone),
         tr("Click or drag to mark the cells the player may place on; no marks = everywhere.")},
        {{EditorMode::Erase},
         tr("Erase (or right-click)"),
         QStringLiteral("E"),
         ui::BoardRenderer::toolIcon(ui::BoardRenderer::ToolIcon::Erase),
         tr("Click or drag to remove pieces, teleporters and blood (right-click works with every tool).")},
    };
    for (std::size_t i = 0; i < kObjectTools.size(); ++i) {
        const ff::PieceType type = kObjectTools[i];
        entries.insert(entries.begin() + 1 + i, {{EditorMode::Object, type},
                                                 ui::EngineText::pieceLabel(type),
                                                 QString::number(i + 1),
                                                 ui::BoardRenderer::pieceIcon(type),
                                                 ui::EngineText::placingHelp(type)});
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
    toolHint_->setObjectName(QStringLiteral("toolHint"));
    const auto showTool = [this](EditorTool tool) {
        QAction* a = toolActions_.at(tool);
        a->setChecked(true);
        toolHint_->setText(a->statusTip());
        fitToolHint();
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
        swatch.fill(name.isEmpty() ? ui::BoardPalette::enemyToken : QColor::fromString(name));
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
    // On a small screen (800 x 600) the panels share the room: the level panel is
    // narrow (it scrolls down, not sideways) and the bottom panels are tabs, so the
    // window fits.
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
    });
    // Make It Unique answers at the panel's foot: once the panel's layout has taken the
    // answer in, scroll it into view, its first line (what was found) at least.
    connect(verify_, &VerifyPanel::answered, verifyScroll, [this, verifyScroll] {
        QTimer::singleShot(0, verifyScroll, [this, verifyScroll] {
            QWidget* answer = verify_->answerWidget();
            if (answer->height() <= verifyScroll->viewport()->height())
                verifyScroll->ensureWidgetVisible(answer, 0, 0);
            else
                verifyScroll->verticalScrollBar()->setValue(answer->y());
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
    connect(verify_, &VerifyPanel::proofChanged, this, [this, verifyDock] {
        using Proof = VerifyPanel::Proof;
        const Proof proof = verify_->proof();
        if (!publishAfterVerify_ || proof == Proof::Running || proof == Proof::CheckingPieces)
            return;
        publishAfterVerify_ = false;
        if (proof == Proof::Proven) {
            statusBar()->clearMessage();
            publish();
            return;
        }
        verifyDock->raise();
        const QUrl hub = ff::online::HubAccount::address();
        statusBar()->showMessage(
            PublishDialog::whyNot(*document_, *verify_, hub, ff::online::HubAccount::isRegistered(hub)));
    });
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
    // Back to the editor the board shows before the docks do, and to test-play the
    // player after they are gone: the player's size never adds to the docks', and the
    // window keeps its width.
    const auto showPage = [this, on] {
        player_->setSizePolicy(on ? playerPolicy_ : QSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored));
        pages_->setCurrentWidget(on ? static_cast<QWidget*>(player_) : board_);
    };
    if (!on)
        showPage();
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
    if (on)
        showPage();
    toolHint_->setText(
        on ? tr("Test-playing the draft: place the inventory and release the monster. F5 returns "
                "to the editor.")
           : toolActions_.at(board_->tool())->statusTip());
    fitToolHint();
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
    // Ending with the application's display name, so the window system does not add
    // it a second time (Qt appends " — name" to a title that does not end with it).
    setWindowTitle(tr("%1[*] — Level Editor — %2").arg(name, QGuiApplication::applicationDisplayName()));
    setWindowModified(document_->isModified());
}

bool EditorWindow::openFile(const QString& path)
{
    return files_->openFile(path);
}

bool EditorWindow::openFile(const QString& path, QString* error)
{
    return files_->openFile(path, error);
}

void EditorWindow::startLevel(const ff::Level& level)
{
    files_->startLevel(level);
}

void EditorWindow::startNewLevel(const ff::Level& level)
{
    files_->startNewLevel(level);
}

void EditorWindow::generate()
{
    files_->generate();
}

void EditorWindow::setMyLevelsFolder(const QString& folder)
{
    files_->setMyLevelsFolder(folder);
}

bool EditorWindow::offerRecovery(QWidget* dialogParent)
{
    return files_->offerRecovery(dialogParent ? dialogParent : this);
}

bool EditorWindow::openShareCode(const QString& text, QString* error)
{
    return files_->openShareCode(text, error);
}

void EditorWindow::autosaveNow()
{
    files_->autosaveNow();
}

QString EditorWindow::autosaveFile() const
{
    return files_->autosaveFile();
}

bool EditorWindow::maybeSave()
{
    return files_->maybeSave();
}

QString EditorWindow::shareCode() const
{
    return QString::fromStdString(ff::encodeShareCode(document_->level()));
}

bool EditorWindow::exportImage(const QString& path, QString* error) const
{
    return ui::ShareActions::writeCard(document_->level(), path, *error);
}

void EditorWindow::updatePublishAction()
{
    if (!publish_ || !verify_)
        return;
    const QUrl hub = ff::online::HubAccount::address();
    const QString whyNot =
        PublishDialog::whyNot(*document_, *verify_, hub, ff::online::HubAccount::isRegistered(hub), true);
    publish_->setEnabled(whyNot.isEmpty());
    if (!whyNot.isEmpty())
        publish_->setToolTip(whyNot);
    else if (verify_->proof() == VerifyPanel::Proof::NotVerified)
        publish_->setToolTip(
            tr("Verify the level, then send it to the hub at %1, where every player can play it")
                .arg(ff::online::HubText::addressText(hub)));
    else
        publish_->setToolTip(tr("Send the level to the hub at %1, where every player can play it")
                                 .arg(ff::online::HubText::addressText(hub)));
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
    if (verify_->proof() == VerifyPanel::Proof::NotVerified) {
        verify_->verify();
        publishAfterVerify_ = verify_->isRunning();
        if (publishAfterVerify_)
            statusBar()->showMessage(tr("Verifying the level before it is published…"));
        return nullptr;
    }
    if (publishDialog_)
        publishDialog_->close();
    const QUrl hub = ff::online::HubAccount::address();
    auto* dialog = new PublishDialog(document_->level(), hub, ff::online::HubAccount::name(hub),
                                     ff::online::HubAccount::token(hub), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &PublishDialog::published, this, [this](const QUrl& address) {
        statusBar()->showMessage(tr("Published: %1").arg(address.toString()), 10000);
    });
    publishDialog_ = dialog;
    dialog->open();
    return dialog;
}

bool EditorWindow::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == toolHint_ && event->type() == QEvent::Resize)
        fitToolHint();
    return QMainWindow::eventFilter(watched, event);
}

void EditorWindow::fitToolHint()
{
    // Two lines at most: before the status bar is laid out its width is next to none.
    const int lines =
        toolHint_->fontMetrics().horizontalAdvance(toolHint_->text()) > toolHint_->width() ? 2 : 1;
    const int height = lines * toolHint_->fontMetrics().lineSpacing();
    if (height != toolHint_->height())
        toolHint_->setFixedHeight(height);
}

void EditorWindow::closeEvent(QCloseEvent* event)
{
    setTestPlay(false);
    if (!files_->mayClose()) {
        event->ignore();
        return;
    }
    event->accept();
}

} // namespace ff::editor
