// The settings on two tabs: General (UI language, applied at once when OK is
// pressed, default animation speed, sound volume) and Online (the hub and the
// player, OnlineSettingsPage). OK writes them to AppSettings and HubAccount; Cancel
// keeps them (a player registered meanwhile stays registered).
#pragma once

#include <QDialog>

class QComboBox;
class QTabWidget;
class QLabel;
class QSlider;

namespace ff::app {

class OnlineSettingsPage;

class SettingsDialog : public QDialog {
    Q_OBJECT
public:
    explicit SettingsDialog(QWidget* parent = nullptr);

    void accept() override;

    OnlineSettingsPage* onlinePage() const { return online_; }
    // Shows the Online tab first.
    void showOnline();

private:
    QComboBox* language_;
    QSlider* speed_;
    QLabel* speedValue_;
    QSlider* volume_;
    QLabel* volumeValue_;
    QTabWidget* tabs_;
    OnlineSettingsPage* online_;
};

} // namespace ff::app
