// File > Generate…: the puzzle generator (engine/search/Generator.h, docs/generator.md) as
// the author's co-author. The dialog holds the generator's options (seed with a
// Random button, difficulty, pieces, kinds, mechanics to use or avoid, board, goal,
// time limit) and runs the generator on a worker thread (BackgroundJob) with a
// progress bar over the time limit and Cancel. Options the engine refuses
// (checkGeneratorOptions) are named before anything runs. When a level is found
// the dialog is accepted and level() holds it, with its stored solution.
#pragma once

#include "board/BackgroundJob.h"
#include "engine/rules/Level.h"
#include "engine/search/Generator.h"

#include <QDialog>

#include <optional>
#include <vector>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;

namespace ff::editor {

class GenerateDialog : public QDialog {
    Q_OBJECT
public:
    explicit GenerateDialog(QWidget* parent = nullptr);

    // The options as the dialog shows them, and the time limit in seconds.
    ff::GeneratorOptions options() const;
    void setOptions(const ff::GeneratorOptions& options);
    int maxSeconds() const;
    void setMaxSeconds(int seconds);

    // Starts the generator on the options shown, unless the engine refuses them
    // (then message() says why).
    void generate();
    // Stops a running generator; the dialog stays open.
    void cancel();
    bool isRunning() const { return job_->isRunning(); }
    // The level found (the dialog is accepted then).
    const std::optional<ff::Level>& level() const { return level_; }
    // What the dialog says under the options: a refusal, "nothing found", "cancelled".
    QString message() const;

    void reject() override;

private:
    QGroupBox* createKinds();
    QGroupBox* createMechanics();
    void finish(const std::optional<ff::Level>& level);
    void updateView();

    QLineEdit* seed_;
    QSpinBox* difficulty_;
    QSpinBox* pieces_;
    std::vector<std::pair<ff::PieceType, QCheckBox*>> kinds_;
    std::vector<std::pair<ff::Mechanic, QComboBox*>> mechanics_;
    QComboBox* board_;
    QSpinBox* width_;
    QSpinBox* height_;
    QComboBox* goal_;
    QSpinBox* seconds_;
    QWidget* form_;
    QProgressBar* progress_;
    QLabel* message_;
    QPushButton* generate_;
    QPushButton* cancel_;
    ui::BackgroundJob* job_;
    std::optional<ff::Level> level_;
    bool cancelRequested_ = false;
};

} // namespace ff::editor
