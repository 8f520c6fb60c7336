// The level's metadata and inventory in a form: id, title, author, week,
// difficulty, hint, goal (R20), the inventory (kind, side, count), and translations
// of title / author / hint (`*_i18n`, a language -> text table). The id follows the
// title (idFromTitle) while it is a new level's or was made from the title. Every change
// is an undo step of the LevelEditDocument (typing into one field merges into one
// step); the form follows the document on undo/redo.
#pragma once

#include "engine/rules/Level.h"

#include <QWidget>

class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTableWidget;

namespace ff::editor {

class LevelEditDocument;

class LevelPropertiesPanel : public QWidget {
    Q_OBJECT
public:
    // `document` must outlive the panel.
    explicit LevelPropertiesPanel(LevelEditDocument* document, QWidget* parent = nullptr);

    // As typing does: `field` is "id", "title", "author", "week" or "hint"; an
    // empty optional field (author, week, hint) is removed from the level.
    void setFieldText(const QString& field, const QString& text);
    // Sets a translation of "title", "author" or "hint"; empty `text` removes it.
    void setTranslation(const QString& field, const QString& language, const QString& text);
    // Adds `count` pieces to the inventory (to the existing entry of that kind and side).
    void addInventoryItem(ff::PieceKind kind, ff::Side side, int count);
    int inventoryRows() const;
    // Moves the keyboard focus to the field a validation problem points at.
    void focusField(const QString& field);

    // An id made from a title: lower-case a-z and 0-9, words joined by "-" (ä, ö,
    // ü, ß spelled out, other accents dropped), at most 64 characters; empty when
    // the title has no such letter.
    static std::string idFromTitle(const QString& title);

protected:
    // The wheel over a field that takes it (a combo box, a spin box) without focus
    // goes on to the scroll area around the panel.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // Lets `field` take the wheel only while it has the keyboard focus, so the wheel
    // scrolls the dock instead of changing what the pointer passes over.
    void wheelOnlyWithFocus(QWidget* field);
    // The constructor's three groups, each with its wiring.
    QGroupBox* createDetails();
    QGroupBox* createInventory();
    QGroupBox* createTranslations();

    void refresh();
    void refreshTranslations();
    void refreshInventory();
    void commitText(const QString& field, const QString& text);
    void commitTranslationTable();
    void commitInventoryTable();
    ff::I18n* i18nOf(ff::Level& level, const QString& field) const;
    QString currentI18nField() const;

    LevelEditDocument* document_;
    bool updating_ = false;
    QLineEdit* id_;
    QLineEdit* title_;
    // The title players see when it is not the one typed (a generated level's, a
    // translation's): LevelWords::title.
    QLabel* shownTitle_;
    QLineEdit* author_;
    QLineEdit* week_;
    QComboBox* difficulty_;
    QLineEdit* hint_;
    QComboBox* goal_;
    QComboBox* i18nField_;
    QTableWidget* i18n_;
    QLineEdit* newLanguage_;
    QTableWidget* inventory_;
    QComboBox* newKind_;
    QSpinBox* newCount_;
};

} // namespace ff::editor
