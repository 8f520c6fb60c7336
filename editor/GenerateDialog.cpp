#include "editor/GenerateDialog.h"

#include "board/EngineText.h"
#include "engine/rules/Board.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QElapsedTimer>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRandomGenerator>
#include <QRegularExpressionValidator>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <chrono>
#include <limits>

namespace ff::editor {

namespace {

// The seeds the Random button draws (short enough to read out).
constexpr quint32 kRandomSeeds = 1000000000;
// Progress reports at most this often (BackgroundJob posts an event for each).
constexpr std::chrono::milliseconds kProgressEvery{50};

// What each mechanic is called in the dialog, in the engine's order.
QString mechanicText(ff::Mechanic m)
{
    switch (m) {
    case ff::Mechanic::NearestToken:
        return GenerateDialog::tr("Turning to the nearest token");
    case ff::Mechanic::Tie:
        return GenerateDialog::tr("Tie between rays");
    case ff::Mechanic::Push:
        return GenerateDialog::tr("Pushing");
    case ff::Mechanic::CrushEdge:
        return GenerateDialog::tr("Crushing at the edge");
    case ff::Mechanic::CrushTeleporter:
        return GenerateDialog::tr("Crushing on a teleporter");
    case ff::Mechanic::CrushMonster:
        return GenerateDialog::tr("Crushing into the monster");
    case ff::Mechanic::WallCrossing:
        return GenerateDialog::tr("Wall crossing");
    case ff::Mechanic::MonsterSlide:
        return GenerateDialog::tr("Monster slides on blood");
    case ff::Mechanic::ObjectSlide:
        return GenerateDialog::tr("Object slides on blood");
    case ff::Mechanic::Teleport:
        return GenerateDialog::tr("Teleporting");
    case ff::Mechanic::TurnRight:
        return GenerateDialog::tr("Right-turning stone");
    case ff::Mechanic::TurnLeft:
        return GenerateDialog::tr("Left-turning stone");
    case ff::Mechanic::Turn180:
        return GenerateDialog::tr("U-turn stone");
    case ff::Mechanic::BlockedSight:
        return GenerateDialog::tr("Sight blocked by a stone");
    case ff::Mechanic::CrystalSight:
        return GenerateDialog::tr("Sight through a crystal");
    case ff::Mechanic::SurviveForever:
        return GenerateDialog::tr("Surviving in a loop");
    }
    return {};
}

// The board choices, in the combo box's order.
constexpr ff::GeneratorBoard kBoards[] = {ff::GeneratorBoard::Basic, ff::GeneratorBoard::Standard,
                                          ff::GeneratorBoard::Own, ff::GeneratorBoard::Custom};

// A mechanic's combo box: the run may use it or not, must use it, must not use it.
enum MechanicChoice { Either, Use, Avoid };

// What ff::checkGeneratorOptions objects to, for the author; empty when nothing.
QString optionsProblem(const ff::GeneratorOptions& o)
{
    const int pieces = o.pieces.value_or(o.difficulty);
    switch (ff::checkGeneratorOptions(o)) {
    case ff::GeneratorOptionsCheck::Ok:
        break;
    case ff::GeneratorOptionsCheck::Difficulty:
        return GenerateDialog::tr("The difficulty must be 1 to 5.");
    case ff::GeneratorOptionsCheck::Pieces:
        return GenerateDialog::tr("Difficulty %1 needs %1 to %2 pieces to place.")
            .arg(o.difficulty)
            .arg(ff::kMaxGeneratorPieces);
    case ff::GeneratorOptionsCheck::BoardSize:
        return GenerateDialog::tr("A board is %1 to %2 cells wide and high.")
            .arg(ff::Board::kMinSize)
            .arg(ff::Board::kMaxSize);
    case ff::GeneratorOptionsCheck::NoRoom:
        return GenerateDialog::tr(
                   "A %1 × %2 board is too small for the pieces to place (%3): make it larger.")
            .arg(o.width)
            .arg(o.height)
            .arg(pieces);
    case ff::GeneratorOptionsCheck::IncludedAndExcluded:
        return GenerateDialog::tr("A mechanic cannot be both used and avoided.");
    case ff::GeneratorOptionsCheck::SurviveForeverGoal:
        return GenerateDialog::tr("\"%1\" needs the goal \"%2\".")
            .arg(mechanicText(ff::Mechanic::SurviveForever), GenerateDialog::tr("Survive forever"));
    }
    return {};
}

} // namespace

GenerateDialog::GenerateDialog(QWidget* parent)
    : QDialog(parent), seed_(new QLineEdit(this)), difficulty_(new QSpinBox(this)),
      pieces_(new QSpinBox(this)), board_(new QComboBox(this)), width_(new QSpinBox(this)),
      height_(new QSpinBox(this)), goal_(new QComboBox(this)), seconds_(new QSpinBox(this)),
      form_(new QWidget(this)), progress_(new QProgressBar(this)), message_(new QLabel(this)),
      job_(new ui::BackgroundJob(this))
{
    setWindowTitle(tr("Generate a Level"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("The generator makes a new level with exactly one solution at the difficulty "
                                "you ask for. The same options always give the same level."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto* formLayout = new QVBoxLayout(form_);
    formLayout->setContentsMargins(0, 0, 0, 0);
    auto* form = new QFormLayout;
    auto* seedRow = new QHBoxLayout;
    seed_->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,19}")), seed_));
    seed_->setText(QStringLiteral("1"));
    auto* random = new QPushButton(tr("&Random"), this);
    random->setToolTip(tr("Draw a new seed"));
    seedRow->addWidget(seed_, 1);
    seedRow->addWidget(random);
    auto* seedLabel = new QLabel(tr("&Seed:"), this);
    seedLabel->setBuddy(seed_);
    form->addRow(seedLabel, seedRow);
    difficulty_->setRange(1, 5);
    difficulty_->setToolTip(tr("1 easy … 5 fiendish, as the grader rates levels"));
    form->addRow(tr("&Difficulty:"), difficulty_);
    pieces_->setRange(0, ff::kMaxGeneratorPieces);
    pieces_->setSpecialValueText(tr("as the difficulty"));
    pieces_->setToolTip(tr("Pieces the player places: at least the difficulty"));
    form->addRow(tr("&Pieces to place:"), pieces_);
    auto* boardRow = new QHBoxLayout;
    board_->addItem(tr("Standard board with the basic layout"));
    board_->addItem(tr("Empty standard board"));
    board_->addItem(tr("Standard board with a layout of its own"));
    board_->addItem(tr("Custom size"));
    boardRow->addWidget(board_, 1);
    for (QSpinBox* box : {width_, height_}) {
        box->setRange(ff::Board::kMinSize, ff::Board::kMaxSize);
        boardRow->addWidget(box);
    }
    width_->setValue(6);
    height_->setValue(5);
    width_->setToolTip(tr("Width in cells"));
    height_->setToolTip(tr("Height in cells"));
    auto* boardLabel = new QLabel(tr("&Board:"), this);
    boardLabel->setBuddy(board_);
    form->addRow(boardLabel, boardRow);
    goal_->addItem(tr("Eat every enemy"));
    goal_->addItem(tr("Survive forever"));
    form->addRow(tr("G&oal:"), goal_);
    seconds_->setRange(1, 600);
    seconds_->setValue(60);
    seconds_->setSuffix(tr(" s"));
    form->addRow(tr("&Time limit:"), seconds_);
    formLayout->addLayout(form);

    formLayout->addWidget(createKinds());
    formLayout->addWidget(createMechanics());
    // The options scroll, so that the dialog with its buttons fits a small screen.
    auto* scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("generateOptions"));
    scroll->setWidget(form_);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(form_->minimumSizeHint().width() +
                            scroll->verticalScrollBar()->sizeHint().width());
    layout->addWidget(scroll, 1);

    progress_->setTextVisible(false);
    progress_->setRange(0, 1000);
    layout->addWidget(progress_);
    message_->setWordWrap(true);
    layout->addWidget(message_);

    auto* buttons = new QDialogButtonBox(this);
    generate_ = buttons->addButton(tr("&Generate"), QDialogButtonBox::ActionRole);
    generate_->setDefault(true);
    cancel_ = buttons->addButton(QDialogButtonBox::Cancel);
    layout->addWidget(buttons);

    // As tall as the options need, within the screen.
    const int room = screen()->availableGeometry().height() * 9 / 10;
    resize(sizeHint().width(),
           std::min(room, sizeHint().height() - scroll->sizeHint().height() + form_->sizeHint().height()));

    connect(random, &QPushButton::clicked, this,
            [this] { seed_->setText(QString::number(QRandomGenerator::global()->bounded(kRandomSeeds))); });
    connect(board_, &QComboBox::currentIndexChanged, this, &GenerateDialog::updateView);
    connect(generate_, &QPushButton::clicked, this, &GenerateDialog::generate);
    connect(cancel_, &QPushButton::clicked, this, &GenerateDialog::reject);
    connect(job_, &ui::BackgroundJob::progressed, this,
            [this](double fraction) { progress_->setValue(static_cast<int>(fraction * 1000)); });
    updateView();
}

// A box per placeable type; none ticked means all of them.
QGroupBox* GenerateDialog::createKinds()
{
    auto* kinds = new QGroupBox(tr("Kinds of pieces to place (none ticked: all seven)"), this);
    auto* kindGrid = new QGridLayout(kinds);
    for (const ff::PieceType type : ff::kPlaceableTypes) {
        auto* box = new QCheckBox(ui::EngineText::pieceName(type.kind, type.side), kinds);
        const int i = static_cast<int>(kinds_.size());
        kindGrid->addWidget(box, i / 3, i % 3);
        kinds_.push_back({type, box});
    }
    return kinds;
}

// A row per mechanic: either way, must use, must avoid.
QGroupBox* GenerateDialog::createMechanics()
{
    auto* mechanics = new QGroupBox(tr("Mechanics the solution's run uses"), this);
    auto* mechanicGrid = new QGridLayout(mechanics);
    for (int i = 0; i < ff::kMechanicCount; ++i) {
        const auto m = static_cast<ff::Mechanic>(i);
        auto* choice = new QComboBox(mechanics);
        choice->addItem(tr("either way"));
        choice->addItem(tr("must use"));
        choice->addItem(tr("must avoid"));
        auto* label = new QLabel(mechanicText(m), mechanics);
        label->setBuddy(choice);
        mechanicGrid->addWidget(label, i, 0);
        mechanicGrid->addWidget(choice, i, 1);
        mechanics_.push_back({m, choice});
    }
    mechanicGrid->setColumnStretch(0, 1);
    return mechanics;
}

ff::GeneratorOptions GenerateDialog::options() const
{
    ff::GeneratorOptions o;
    o.seed = seed_->text().toULongLong();
    o.difficulty = difficulty_->value();
    if (pieces_->value() > 0)
        o.pieces = pieces_->value();
    for (const auto& [type, box] : kinds_)
        if (box->isChecked())
            o.kinds.push_back(type);
    for (const auto& [m, choice] : mechanics_) {
        if (choice->currentIndex() == Use)
            o.include.push_back(m);
        else if (choice->currentIndex() == Avoid)
            o.exclude.push_back(m);
    }
    o.board = kBoards[board_->currentIndex()];
    o.width = width_->value();
    o.height = height_->value();
    o.goal = goal_->currentIndex() == 1 ? ff::Goal::SurviveForever : ff::Goal::EatAllEnemies;
    return o;
}

void GenerateDialog::setOptions(const ff::GeneratorOptions& o)
{
    seed_->setText(QString::number(o.seed));
    difficulty_->setValue(o.difficulty);
    pieces_->setValue(o.pieces.value_or(0));
    for (const auto& [type, box] : kinds_)
        box->setChecked(std::find(o.kinds.begin(), o.kinds.end(), type) != o.kinds.end());
    for (const auto& [m, choice] : mechanics_) {
        const bool use = std::find(o.include.begin(), o.include.end(), m) != o.include.end();
        const bool avoid = std::find(o.exclude.begin(), o.exclude.end(), m) != o.exclude.end();
        choice->setCurrentIndex(use ? Use : avoid ? Avoid : Either);
    }
    board_->setCurrentIndex(
        static_cast<int>(std::find(std::begin(kBoards), std::end(kBoards), o.board) - std::begin(kBoards)));
    width_->setValue(o.width);
    height_->setValue(o.height);
    goal_->setCurrentIndex(o.goal == ff::Goal::SurviveForever ? 1 : 0);
    updateView();
}

int GenerateDialog::maxSeconds() const
{
    return seconds_->value();
}

void GenerateDialog::setMaxSeconds(int seconds)
{
    seconds_->setValue(seconds);
}

QString GenerateDialog::message() const
{
    return message_->text();
}

void GenerateDialog::generate()
{
    if (isRunning())
        return;
    const ff::GeneratorOptions o = options();
    if (seed_->text().isEmpty() ||
        o.seed > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max())) {
        message_->setText(
            tr("The seed must be a number from 0 to %1.").arg(std::numeric_limits<std::int64_t>::max()));
        return;
    }
    if (const QString problem = optionsProblem(o); !problem.isEmpty()) {
        message_->setText(problem);
        return;
    }
    cancelRequested_ = false;
    level_.reset();
    progress_->setValue(0);
    message_->setText(tr("Generating…"));
    const double seconds = seconds_->value();
    job_->start(
        [o, seconds](std::stop_token stop, const ui::BackgroundJob::Progress& progress) {
            ff::GeneratorControl control;
            control.maxSeconds = seconds;
            control.stopToken = std::move(stop);
            QElapsedTimer clock;
            clock.start();
            qint64 reported = -kProgressEvery.count();
            control.progress = [&](std::uint64_t) {
                const qint64 now = clock.elapsed();
                if (now - reported < kProgressEvery.count())
                    return;
                reported = now;
                progress(std::min(1.0, static_cast<double>(now) / 1000.0 / seconds));
            };
            return ff::generateLevel(o, control);
        },
        [this](const std::optional<ff::Level>& level) { finish(level); });
    updateView();
}

void GenerateDialog::cancel()
{
    if (!isRunning())
        return;
    cancelRequested_ = true;
    job_->requestStop();
}

void GenerateDialog::reject()
{
    if (isRunning()) {
        cancel();
        return;
    }
    QDialog::reject();
}

void GenerateDialog::finish(const std::optional<ff::Level>& level)
{
    updateView();
    if (level) {
        // The generator's id and title stay: the app shows such a title in the
        // player's language, and the level's share code stores the generator's
        // options in place of them and of its x-generator record (about a hundred
        // characters instead of three hundred).
        level_ = level;
        accept();
        return;
    }
    message_->setText(cancelRequested_
                          ? tr("Cancelled.")
                          : tr("No level found within %1 s. Try another seed, more time, or fewer "
                               "mechanics to use or avoid.")
                                .arg(seconds_->value()));
}

void GenerateDialog::updateView()
{
    const bool running = isRunning();
    form_->setEnabled(!running);
    generate_->setEnabled(!running);
    progress_->setVisible(running);
    const bool custom = kBoards[board_->currentIndex()] == ff::GeneratorBoard::Custom;
    width_->setEnabled(custom);
    height_->setEnabled(custom);
    cancel_->setToolTip(running ? tr("Stop the generator") : QString());
}

} // namespace ff::editor
