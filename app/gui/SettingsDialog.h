// The settings: UI language (applied at once when OK is pressed) and default
// animation speed. OK writes them to AppSettings; Cancel keeps them.
#pragma once

#include <QDialog>

class QComboBox;
class QLabel;
class QSlider;

class SettingsDialog : public QDialog {
    Q_OBJECT
public:
    explicit SettingsDialog(QWidget* parent = nullptr);

    void accept() override;

    QComboBox* languageBox() const { return language_; }
    QSlider* speedSlider() const { return speed_; }
    QSlider* volumeSlider() const { return volume_; }

private:
    QComboBox* language_;
    QSlider* speed_;
    QLabel* speedValue_;
    QSlider* volume_;
    QLabel* volumeValue_;
};
