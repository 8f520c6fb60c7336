// The main window's help: How to play, the Legend (ff::ui::LegendDialog) and About.
#pragma once

#include <QObject>

class QAction;
class QWidget;

namespace ff::app {

class HelpActions : public QObject {
    Q_OBJECT
public:
    // The dialogs open over `window`, which also owns this.
    explicit HelpActions(QWidget* window);

    QAction* helpAction() const { return helpAction_; }
    QAction* legendAction() const { return legendAction_; }
    QAction* aboutAction() const { return aboutAction_; }

private:
    void showHelp();
    void showAbout();

    QWidget* window_;
    QAction* helpAction_;
    QAction* legendAction_;
    QAction* aboutAction_;
};

} // namespace ff::app
