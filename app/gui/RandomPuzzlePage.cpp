#include "app/gui/RandomPuzzlePage.h"

#include "app/gui/AppSettings.h"
#include "app/gui/BrowserStyle.h"
#include "app/gui/LevelText.h"
#include "app/gui/ProgressStore.h"
#include "board/LevelWords.h"

#include <QBoxLayout>
#include <QButtonGroup>
#include <QCheckBox>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>

namespace ff::app {

namespace {
constexpr int kMaxDifficulty = 5;
constexpr int kMechanicColumns = 3;

QLabel* sectionLabel(const QString& text)
{
    auto* label = new QLabel(text);
    label->setStyleSheet(QStringLiteral("font-weight: bold;"));
    return label;
}
} // namespace

RandomPuzzlePage::RandomPuzzlePage(QWidget* parent)
    : QWidget(parent), maker_(new RandomPuzzleMaker(this)), difficulty_(new QButtonGroup(this)),
      stars_(new QLabel), newPuzzle_(new QPushButton(tr("&New puzzle"))),
      cancel_(new QPushButton(tr("Cancel"))), seed_(new QLineEdit), resumeRow_(new QWidget),
      resumeText_(new QLabel), resume_(new QPushButton(tr("&Resume"))), seedProblem_(new QLabel),
      busy_(new QProgressBar), progress_(new QLabel), status_(new QLabel), solved_(new QLabel)
{
    setObjectName(QStringLiteral("randomPuzzlePage"));

    auto* heading = new QLabel(tr("Random puzzle"));
    auto* description = new QLabel(tr("A fresh puzzle whenever you like, made for you on the spot at the "
                                      "difficulty you choose. Each one has exactly one solution."));
    BrowserStyle::styleHeading(heading, description);

    QHBoxLayout* difficultyRow = buildDifficultyRow();
    QGridLayout* mechanicGrid = buildMechanicGrid();
    QHBoxLayout* buttonRow = buildButtonRow();
    buildResumeRow();
    seedProblem_->setObjectName(QStringLiteral("seedProblem"));
    seedProblem_->setWordWrap(true);
    seedProblem_->setStyleSheet(QStringLiteral("color: #b3261e;"));
    seedProblem_->hide();

    busy_->setRange(0, 0);
    busy_->setTextVisible(false);
    busy_->setMaximumHeight(8);
    busy_->setMaximumWidth(420);
    progress_->setObjectName(QStringLiteral("randomProgress"));
    status_->setObjectName(QStringLiteral("randomStatus"));
    status_->setWordWrap(true);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    solved_->setObjectName(QStringLiteral("randomSolved"));
    solved_->setWordWrap(true);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(18, 14, 20, 14);
    layout->addWidget(heading);
    layout->addWidget(description);
    layout->addSpacing(16);
    layout->addWidget(sectionLabel(tr("Difficulty")));
    layout->addLayout(difficultyRow);
    layout->addSpacing(12);
    layout->addWidget(sectionLabel(tr("Mechanics the puzzle must use (optional)")));
    layout->addLayout(mechanicGrid);
    layout->addSpacing(18);
    layout->addWidget(resumeRow_);
    layout->addLayout(buttonRow);
    layout->addWidget(seedProblem_);
    layout->addWidget(busy_);
    layout->addWidget(progress_);
    layout->addWidget(status_);
    layout->addSpacing(18);
    layout->addWidget(sectionLabel(tr("Solved")));
    layout->addWidget(solved_);
    layout->addStretch(1);

    setDifficulty(AppSettings::randomDifficulty());
    for (const QString& key : AppSettings::randomMechanics()) {
        if (const auto m = RandomPuzzleMaker::mechanicFromKey(key))
            setMechanic(*m, true);
    }
    connect(difficulty_, &QButtonGroup::idToggled, this, [this](int, bool on) {
        if (on)
            choiceChanged();
    });
    connect(newPuzzle_, &QPushButton::clicked, this, &RandomPuzzlePage::newPuzzle);
    connect(cancel_, &QPushButton::clicked, this, &RandomPuzzlePage::cancel);
    connect(maker_, &RandomPuzzleMaker::progressed, this, [this](std::uint64_t attempts, double seconds) {
        progress_->setText(tr("Making a puzzle… attempt %1 · %2 s").arg(attempts).arg(seconds, 0, 'f', 1));
    });
    connect(maker_, &RandomPuzzleMaker::puzzleReady, this,
            [this](const ff::Level& level, std::uint64_t seed) {
                lastPuzzle_ = tr("Last puzzle: difficulty %1 · seed %2")
                                  .arg(level.difficulty.value_or(0))
                                  .arg(ff::ui::LevelWords::seedText(seed));
                setBusy(false);
            });
    connect(maker_, &RandomPuzzleMaker::failed, this, [this] {
        setBusy(false);
        status_->setText(tr("No puzzle was found within %1 seconds. Try again, or ask for fewer mechanics.")
                             .arg(RandomPuzzleMaker::kMaxSeconds));
    });
    connect(maker_, &RandomPuzzleMaker::preparedChanged, this, &RandomPuzzlePage::showStatus);
    choiceChanged();
    setBusy(false);
    updateSolved();
}

QHBoxLayout* RandomPuzzlePage::buildDifficultyRow()
{
    auto* difficultyRow = new QHBoxLayout;
    for (int d = 1; d <= kMaxDifficulty; ++d) {
        auto* button = new QPushButton(QString::number(d));
        button->setObjectName(QStringLiteral("difficulty%1").arg(d));
        button->setCheckable(true);
        button->setFixedSize(40, 32);
        button->setToolTip(tr("Difficulty %1 of 5").arg(d));
        difficulty_->addButton(button, d);
        difficultyRow->addWidget(button);
    }
    for (QAbstractButton* button : difficulty_->buttons()) {
        button->setStyleSheet(
            QStringLiteral("QPushButton { border: 1px solid #9a9a9a; border-radius: 6px; font-weight: bold; }"
                           "QPushButton:checked { background: #dea618; border-color: #b8860b; color: black; }"
                           "QPushButton:disabled { color: #9a9a9a; }"
                           "QPushButton:checked:disabled { color: #6b5210; }"));
    }
    stars_->setStyleSheet(QStringLiteral("color: #dea618; font-size: 15pt;"));
    difficultyRow->addSpacing(10);
    difficultyRow->addWidget(stars_);
    difficultyRow->addStretch(1);
    return difficultyRow;
}

QGridLayout* RandomPuzzlePage::buildMechanicGrid()
{
    auto* mechanicGrid = new QGridLayout;
    for (int m = 0; m < static_cast<int>(RandomPuzzleMaker::kMechanics.size()); ++m) {
        const ff::Mechanic mechanic = RandomPuzzleMaker::kMechanics[m];
        auto* box = new QCheckBox(RandomPuzzleMaker::mechanicTitle(mechanic));
        box->setObjectName(QStringLiteral("mechanic-%1").arg(RandomPuzzleMaker::mechanicKey(mechanic)));
        mechanics_[m] = box;
        mechanicGrid->addWidget(box, m / kMechanicColumns, m % kMechanicColumns);
        connect(box, &QCheckBox::toggled, this, &RandomPuzzlePage::choiceChanged);
    }
    mechanicGrid->setColumnStretch(kMechanicColumns, 1);
    return mechanicGrid;
}

QHBoxLayout* RandomPuzzlePage::buildButtonRow()
{
    newPuzzle_->setObjectName(QStringLiteral("newPuzzleButton"));
    BrowserStyle::styleMainButton(newPuzzle_);
    cancel_->setObjectName(QStringLiteral("cancelPuzzleButton"));
    cancel_->setMinimumHeight(40);
    seed_->setObjectName(QStringLiteral("seedEdit"));
    seed_->setPlaceholderText(tr("any"));
    // What is typed stays as typed: a text that is no seed is refused with a message
    // (seedProblem), never cut to the characters a seed may have.
    connect(seed_, &QLineEdit::textChanged, this, &RandomPuzzlePage::checkSeed);
    connect(seed_, &QLineEdit::returnPressed, this, &RandomPuzzlePage::newPuzzle);
    seed_->setToolTip(tr("Leave empty for a fresh puzzle; a seed from a puzzle's title makes that "
                         "puzzle again (with the same difficulty and mechanics)"));
    seed_->setMaximumWidth(seed_->fontMetrics().horizontalAdvance(QLatin1Char('8')) * 18);
    auto* seedLabel = new QLabel(tr("&Seed:"));
    seedLabel->setBuddy(seed_);
    auto* buttonRow = new QHBoxLayout;
    buttonRow->addWidget(newPuzzle_);
    buttonRow->addWidget(cancel_);
    buttonRow->addSpacing(12);
    buttonRow->addWidget(seedLabel);
    buttonRow->addWidget(seed_);
    buttonRow->addStretch(1);
    return buttonRow;
}

void RandomPuzzlePage::buildResumeRow()
{
    resumeRow_->setObjectName(QStringLiteral("resumeRow"));
    resumeText_->setObjectName(QStringLiteral("resumeText"));
    resumeText_->setWordWrap(true);
    resume_->setObjectName(QStringLiteral("resumeButton"));
    resume_->setMinimumHeight(40);
    resume_->setToolTip(tr("Go on with the random puzzle you have not solved yet"));
    auto* resumeLayout = new QHBoxLayout(resumeRow_);
    resumeLayout->setContentsMargins(0, 0, 0, 0);
    resumeLayout->addWidget(resume_);
    resumeLayout->addWidget(resumeText_, 1);
    resumeRow_->hide();
    connect(resume_, &QPushButton::clicked, this, &RandomPuzzlePage::resumeRequested);
}

RandomPuzzleMaker::Choice RandomPuzzlePage::choice() const
{
    RandomPuzzleMaker::Choice c;
    c.difficulty = difficulty_->checkedId() > 0 ? difficulty_->checkedId() : AppSettings::randomDifficulty();
    for (std::size_t m = 0; m < RandomPuzzleMaker::kMechanics.size(); ++m) {
        if (mechanics_[m]->isChecked())
            c.mechanics << RandomPuzzleMaker::kMechanics[m];
    }
    return c;
}

void RandomPuzzlePage::setDifficulty(int difficulty)
{
    if (QAbstractButton* button = difficulty_->button(difficulty))
        button->setChecked(true);
}

void RandomPuzzlePage::setMechanic(ff::Mechanic m, bool on)
{
    if (const std::size_t i = RandomPuzzleMaker::mechanicIndex(m); i < mechanics_.size())
        mechanics_[i]->setChecked(on);
}

void RandomPuzzlePage::choiceChanged()
{
    const RandomPuzzleMaker::Choice c = choice();
    stars_->setText(ff::ui::LevelWords::stars(c.difficulty));
    AppSettings::setRandomDifficulty(c.difficulty);
    QStringList keys;
    for (const ff::Mechanic m : c.mechanics)
        keys << RandomPuzzleMaker::mechanicKey(m);
    AppSettings::setRandomMechanics(keys);
    maker_->choose(c);
    showStatus();
}

bool RandomPuzzlePage::checkSeed()
{
    const QString text = seed_->text().trimmed();
    const bool seed = text.isEmpty() || RandomPuzzleMaker::seedFromText(text);
    seedProblem_->setText(seed ? QString()
                               : tr("“%1” is not a seed. A seed is written as a puzzle's title shows it: the "
                                    "digits 0–9 and a–f, at most 16 of them, up to 7fffffffffffffff.")
                                     .arg(text));
    seedProblem_->setVisible(!seed);
    return seed;
}

void RandomPuzzlePage::newPuzzle()
{
    if (!checkSeed()) {
        seed_->setFocus();
        return;
    }
    const ProgressStore::Session current = ProgressStore::randomPuzzle();
    if (current.key.isEmpty() || ProgressStore::isSolved(current.key)) {
        makePuzzle();
        return;
    }
    auto* box = new QMessageBox(QMessageBox::Question, tr("Discard the puzzle?"),
                                tr("Your random puzzle is not solved yet. A new puzzle replaces it: keep it "
                                   "in My levels to play it later, or discard it."),
                                QMessageBox::NoButton, this);
    box->setObjectName(QStringLiteral("discardPuzzleBox"));
    QPushButton* keep = box->addButton(tr("Keep and Make a New One"), QMessageBox::AcceptRole);
    QPushButton* discard = box->addButton(tr("Discard and Make a New One"), QMessageBox::DestructiveRole);
    QPushButton* goOn = box->addButton(tr("Back to the Puzzle"), QMessageBox::RejectRole);
    box->setDefaultButton(goOn);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::buttonClicked, this, [this, keep, discard](QAbstractButton* b) {
        if (b == keep) {
            emit keepRequested();
            // Not kept (the file could not be written, which the window said): the
            // puzzle stays, and no new one is made.
            if (!ProgressStore::randomPuzzle().key.isEmpty())
                return;
        } else if (b != discard) {
            emit resumeRequested();
            return;
        }
        ProgressStore::clearRandomPuzzle();
        showResumable({}, 0);
        makePuzzle();
    });
    box->open();
}

void RandomPuzzlePage::makePuzzle()
{
    const std::optional<std::uint64_t> seed = RandomPuzzleMaker::seedFromText(seed_->text());
    seed_->clear();
    setBusy(true);
    emit newPuzzleStarted();
    maker_->request(choice(), seed);
}

void RandomPuzzlePage::setSeedText(const QString& text)
{
    seed_->setText(text);
}

void RandomPuzzlePage::showResumable(const QString& title, int placed)
{
    resumeRow_->setVisible(!title.isEmpty());
    resumeText_->setText(placed > 1    ? tr("“%1”, %2 pieces placed").arg(title).arg(placed)
                         : placed == 1 ? tr("“%1”, 1 piece placed").arg(title)
                                       : tr("“%1”, not started").arg(title));
}

void RandomPuzzlePage::cancel()
{
    maker_->cancel();
    setBusy(false);
}

void RandomPuzzlePage::setBusy(bool busy)
{
    newPuzzle_->setEnabled(!busy);
    seed_->setEnabled(!busy);
    resume_->setEnabled(!busy);
    cancel_->setVisible(busy);
    busy_->setVisible(busy);
    progress_->setVisible(busy);
    if (!busy)
        progress_->clear();
    for (QAbstractButton* button : difficulty_->buttons())
        button->setEnabled(!busy);
    for (QCheckBox* box : mechanics_)
        box->setEnabled(!busy);
    showStatus();
}

void RandomPuzzlePage::showStatus()
{
    QStringList lines;
    if (!lastPuzzle_.isEmpty())
        lines << lastPuzzle_;
    if (maker_->hasPrepared(choice()))
        lines << tr("The next puzzle is ready.");
    status_->setText(lines.join(QLatin1Char('\n')));
}

void RandomPuzzlePage::updateSolved()
{
    QStringList counts;
    for (int d = 1; d <= kMaxDifficulty; ++d)
        counts << QString::number(ProgressStore::randomSolved(d));
    solved_->setText(tr("By difficulty 1 to 5: %1").arg(counts.join(QStringLiteral(" · "))));
    solved_->setToolTip(tr("How many random puzzles you solved at each difficulty"));
}

QString RandomPuzzlePage::progressText() const
{
    return progress_->text();
}

QString RandomPuzzlePage::statusText() const
{
    return status_->text();
}

QString RandomPuzzlePage::solvedText() const
{
    return solved_->text();
}

} // namespace ff::app
