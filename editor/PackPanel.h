// A pack in the editor: the pack's id and title, its levels in
// order (click one to edit it), and buttons to add a new level, duplicate, remove
// and reorder levels; the pack's own problems (empty, duplicate ids, bad id or
// title) below. For a single level it offers to make a pack of it. Every change is
// an undo step of the LevelEditDocument.
#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QStackedWidget;

namespace ff::editor {

class LevelEditDocument;

class PackPanel : public QWidget {
    Q_OBJECT
public:
    // `document` must outlive the panel.
    explicit PackPanel(LevelEditDocument* document, QWidget* parent = nullptr);

    int rowCount() const;
    QString rowText(int row) const;

private:
    void refresh();

    LevelEditDocument* document_;
    bool updating_ = false;
    QStackedWidget* pages_;
    QLineEdit* id_;
    QLineEdit* title_;
    QListWidget* levels_;
    QPushButton* add_;
    QPushButton* duplicate_;
    QPushButton* remove_;
    QPushButton* up_;
    QPushButton* down_;
    QLabel* problems_;
};

} // namespace ff::editor
