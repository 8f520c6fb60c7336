#include "editor/LevelPropertiesPanel.h"

#include "board/EngineText.h"
#include "board/LevelWords.h"
#include "editor/LevelEditDocument.h"
#include "engine/rules/LevelEdit.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace ff::editor {

using ff::PieceKind;
using ff::Side;

namespace {

std::optional<std::string> optionalText(const QString& text)
{
    return text.isEmpty() ? std::nullopt : std::optional<std::string>(text.toStdString());
}

// A text that changed elsewhere (opening, undo) shows from its start, as a
// field the author is not typing in should; the field being typed in keeps its
// cursor.
void setTextKeepingCursor(QLineEdit* edit, const std::string& text)
{
    const QString t = QString::fromStdString(text);
    if (edit->text() == t)
        return;
    edit->setText(t);
    if (!edit->hasFocus())
        edit->setCursorPosition(0);
}

} // namespace

LevelPropertiesPanel::LevelPropertiesPanel(LevelEditDocument* document, QWidget* parent)
    : QWidget(parent), document_(document)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(createDetails());
    layout->addWidget(createInventory());
    layout->addWidget(createTranslations());
    layout->addStretch(1);

    // A choice's longest item (in German too) does not widen the panel beyond its
    // dock: the box shows what fits and its list shows every item whole.
    constexpr int kComboChars = 10;
    for (QComboBox* field : findChildren<QComboBox*>()) {
        wheelOnlyWithFocus(field);
        field->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        field->setMinimumContentsLength(kComboChars);
    }
    for (QSpinBox* field : findChildren<QSpinBox*>())
        wheelOnlyWithFocus(field);

    connect(document_, &LevelEditDocument::levelChanged, this, &LevelPropertiesPanel::refresh);
    refresh();
}

void LevelPropertiesPanel::wheelOnlyWithFocus(QWidget* field)
{
    field->setFocusPolicy(Qt::StrongFocus);
    field->installEventFilter(this);
}

bool LevelPropertiesPanel::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::Wheel) {
        const auto* field = qobject_cast<QWidget*>(watched);
        if (field && !field->hasFocus()) {
            // Ignored and filtered out: QApplication hands the wheel to the parents.
            event->ignore();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

// Id, title, author, week, difficulty, hint and goal, each committed as it changes.
QGroupBox* LevelPropertiesPanel::createDetails()
{
    auto* about = new QGroupBox(tr("Details"), this);
    auto* form = new QFormLayout(about);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    id_ = new QLineEdit(about);
    id_->setPlaceholderText(tr("e.g. weekly-2026-w48"));
    id_->setToolTip(tr("1 to 64 characters of a-z, 0-9, \"-\", \"_\" and \".\"; unique inside a pack. It "
                       "follows the title until you change it."));
    title_ = new QLineEdit(about);
    shownTitle_ = new QLabel(about);
    shownTitle_->setObjectName(QStringLiteral("shownTitle"));
    shownTitle_->setWordWrap(true);
    shownTitle_->setTextFormat(Qt::PlainText);
    shownTitle_->setForegroundRole(QPalette::PlaceholderText);
    author_ = new QLineEdit(about);
    author_->setPlaceholderText(tr("optional"));
    week_ = new QLineEdit(about);
    week_->setPlaceholderText(tr("optional, e.g. 2026-W48"));
    week_->setToolTip(tr("The ISO week in which the level is released as the weekly puzzle."));
    difficulty_ = new QComboBox(about);
    difficulty_->addItem(tr("Not rated"));
    difficulty_->addItem(tr("1 – easy"));
    difficulty_->addItem(tr("2"));
    difficulty_->addItem(tr("3"));
    difficulty_->addItem(tr("4"));
    difficulty_->addItem(tr("5 – fiendish"));
    hint_ = new QLineEdit(about);
    hint_->setPlaceholderText(tr("optional, one line"));
    goal_ = new QComboBox(about);
    goal_->addItem(tr("Eat every enemy (default)"));
    goal_->addItem(tr("Eat every enemy (stated)"));
    goal_->addItem(tr("Survive forever"));
    goal_->setToolTip(
        tr("With \"survive forever\" the monster must wander forever without eating an own token."));
    form->addRow(tr("&Id:"), id_);
    form->addRow(tr("Tit&le:"), title_);
    form->addRow(shownTitle_);
    form->addRow(tr("&Author:"), author_);
    form->addRow(tr("&Week:"), week_);
    form->addRow(tr("&Difficulty:"), difficulty_);
    form->addRow(tr("Hi&nt:"), hint_);
    form->addRow(tr("&Goal:"), goal_);
    for (auto [edit, field] : {std::pair{id_, "id"}, std::pair{title_, "title"}, std::pair{author_, "author"},
                               std::pair{week_, "week"}, std::pair{hint_, "hint"}}) {
        const QString name = QString::fromLatin1(field);
        connect(edit, &QLineEdit::textChanged, this, [this, name](const QString& text) {
            if (!updating_)
                commitText(name, text);
        });
    }
    connect(difficulty_, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (updating_)
            return;
        ff::Level l = document_->level();
        l.difficulty = index == 0 ? std::nullopt : std::optional<int>(index);
        document_->edit(l, tr("Set difficulty"));
    });
    connect(goal_, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (updating_)
            return;
        ff::Level l = document_->level();
        l.goal = index == 0 ? std::nullopt
                            : std::optional<ff::Goal>(index == 1 ? ff::Goal::EatAllEnemies
                                                                 : ff::Goal::SurviveForever);
        document_->edit(l, tr("Set goal"));
    });
    return about;
}

// The pieces the player gets, with Add and Remove.
QGroupBox* LevelPropertiesPanel::createInventory()
{
    auto* inventory = new QGroupBox(tr("Inventory"), this);
    auto* iLayout = new QVBoxLayout(inventory);
    auto* inventoryNote =
        new QLabel(tr("The pieces the player gets. Every one of them must be placed before the monster "
                      "can be released."),
                   inventory);
    inventoryNote->setWordWrap(true);
    iLayout->addWidget(inventoryNote);
    // Two columns, so that the kind's whole name (a token's with its side) has the
    // room the narrow dock leaves next to the count.
    inventory_ = new QTableWidget(0, 2, inventory);
    inventory_->setObjectName(QStringLiteral("inventoryTable"));
    inventory_->setHorizontalHeaderLabels({tr("Kind"), tr("Count")});
    inventory_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    inventory_->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    inventory_->verticalHeader()->hide();
    inventory_->setSelectionBehavior(QAbstractItemView::SelectRows);
    inventory_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    inventory_->setMinimumHeight(110);
    iLayout->addWidget(inventory_);
    auto* invRow = new QHBoxLayout;
    newKind_ = new QComboBox(inventory);
    for (const ff::PieceType type : ff::kPlaceableTypes)
        newKind_->addItem(ui::EngineText::pieceName(type.kind, type.side));
    newCount_ = new QSpinBox(inventory);
    newCount_->setRange(1, ff::kMaxInventoryCount);
    auto* addPiece = new QPushButton(tr("Add"), inventory);
    auto* removePiece = new QPushButton(tr("Remove"), inventory);
    invRow->addWidget(newKind_, 1);
    invRow->addWidget(newCount_);
    iLayout->addLayout(invRow);
    // The buttons on a line of their own keep the panel narrow (800 x 600 screens).
    auto* invButtons = new QHBoxLayout;
    invButtons->addStretch(1);
    invButtons->addWidget(addPiece);
    invButtons->addWidget(removePiece);
    iLayout->addLayout(invButtons);
    connect(addPiece, &QPushButton::clicked, this, [this] {
        const auto [kind, side] =
            ff::kPlaceableTypes[static_cast<std::size_t>(std::max(0, newKind_->currentIndex()))];
        addInventoryItem(kind, side, newCount_->value());
    });
    connect(removePiece, &QPushButton::clicked, this, [this] {
        const int row = inventory_->currentRow();
        ff::Level l = document_->level();
        if (row < 0 || ff::removeInventoryItem(l, static_cast<std::size_t>(row)) != ff::EditRefusal::None)
            return;
        document_->edit(l, tr("Remove from inventory"));
    });
    return inventory;
}

// The translations of the title, the author and the hint, one field at a time.
QGroupBox* LevelPropertiesPanel::createTranslations()
{
    auto* translations = new QGroupBox(tr("Translations"), this);
    auto* tLayout = new QVBoxLayout(translations);
    i18nField_ = new QComboBox(translations);
    i18nField_->addItem(tr("Title"), QStringLiteral("title"));
    i18nField_->addItem(tr("Author"), QStringLiteral("author"));
    i18nField_->addItem(tr("Hint"), QStringLiteral("hint"));
    tLayout->addWidget(i18nField_);
    i18n_ = new QTableWidget(0, 2, translations);
    i18n_->setHorizontalHeaderLabels({tr("Language"), tr("Text")});
    i18n_->horizontalHeader()->setStretchLastSection(true);
    i18n_->verticalHeader()->hide();
    i18n_->setColumnWidth(0, 80);
    i18n_->setMinimumHeight(90);
    tLayout->addWidget(i18n_);
    auto* addRow = new QHBoxLayout;
    newLanguage_ = new QLineEdit(translations);
    newLanguage_->setPlaceholderText(tr("language, e.g. de"));
    newLanguage_->setMaxLength(16);
    auto* addLanguage = new QPushButton(tr("Add"), translations);
    auto* removeLanguage = new QPushButton(tr("Remove"), translations);
    addRow->addWidget(newLanguage_, 1);
    addRow->addWidget(addLanguage);
    addRow->addWidget(removeLanguage);
    tLayout->addLayout(addRow);
    connect(i18nField_, &QComboBox::currentIndexChanged, this, &LevelPropertiesPanel::refreshTranslations);
    connect(i18n_, &QTableWidget::itemChanged, this, [this] {
        if (!updating_)
            commitTranslationTable();
    });
    connect(addLanguage, &QPushButton::clicked, this, [this] {
        const QString language = newLanguage_->text().trimmed();
        if (language.isEmpty())
            return;
        ff::Level l = document_->level();
        ff::I18n* map = i18nOf(l, currentI18nField());
        if (map->count(language.toStdString()))
            return;
        (*map)[language.toStdString()] = std::string();
        document_->edit(l, tr("Add translation"));
        newLanguage_->clear();
    });
    connect(removeLanguage, &QPushButton::clicked, this, [this] {
        const int row = i18n_->currentRow();
        if (row < 0 || !i18n_->item(row, 0))
            return;
        setTranslation(currentI18nField(), i18n_->item(row, 0)->text(), QString());
    });
    return translations;
}

ff::I18n* LevelPropertiesPanel::i18nOf(ff::Level& level, const QString& field) const
{
    if (field == QLatin1String("author"))
        return &level.authorI18n;
    if (field == QLatin1String("hint"))
        return &level.hintI18n;
    return &level.titleI18n;
}

QString LevelPropertiesPanel::currentI18nField() const
{
    return i18nField_->currentData().toString();
}

void LevelPropertiesPanel::commitText(const QString& field, const QString& text)
{
    ff::Level l = document_->level();
    QString label;
    if (field == QLatin1String("id")) {
        l.id = text.toStdString();
        label = tr("Edit id");
    } else if (field == QLatin1String("title")) {
        const std::string fromOldTitle = idFromTitle(QString::fromStdString(l.title));
        if (l.id == LevelEditDocument::kNewLevelId || (!fromOldTitle.empty() && l.id == fromOldTitle)) {
            if (const std::string id = idFromTitle(text); !id.empty())
                l.id = id;
        }
        l.title = text.toStdString();
        label = tr("Edit title");
    } else if (field == QLatin1String("author")) {
        l.author = optionalText(text);
        label = tr("Edit author");
    } else if (field == QLatin1String("week")) {
        l.week = optionalText(text);
        label = tr("Edit week");
    } else if (field == QLatin1String("hint")) {
        l.hint = optionalText(text);
        label = tr("Edit hint");
    } else {
        return;
    }
    document_->edit(l, label, field);
}

std::string LevelPropertiesPanel::idFromTitle(const QString& title)
{
    QString folded = title.toLower();
    folded.replace(QChar(0xe4), QLatin1String("ae"))
        .replace(QChar(0xf6), QLatin1String("oe"))
        .replace(QChar(0xfc), QLatin1String("ue"))
        .replace(QChar(0xdf), QLatin1String("ss"));
    // "é" becomes "e" and a combining accent, which is dropped below.
    folded = folded.normalized(QString::NormalizationForm_KD);
    std::string id;
    bool gap = false;
    for (const QChar c : folded) {
        const char16_t u = c.unicode();
        if ((u >= u'a' && u <= u'z') || (u >= u'0' && u <= u'9')) {
            if (gap && !id.empty())
                id += '-';
            id += static_cast<char>(u);
            gap = false;
        } else if (!c.isMark()) {
            gap = true;
        }
    }
    id.resize(std::min<std::size_t>(id.size(), 64));
    while (!id.empty() && id.back() == '-')
        id.pop_back();
    return id;
}

void LevelPropertiesPanel::setFieldText(const QString& field, const QString& text)
{
    for (auto [edit, name] : {std::pair{id_, "id"}, std::pair{title_, "title"}, std::pair{author_, "author"},
                              std::pair{week_, "week"}, std::pair{hint_, "hint"}}) {
        if (field == QLatin1String(name))
            edit->setText(text);
    }
}

void LevelPropertiesPanel::setTranslation(const QString& field, const QString& language, const QString& text)
{
    ff::Level l = document_->level();
    ff::I18n* map = i18nOf(l, field);
    if (text.isEmpty())
        map->erase(language.toStdString());
    else
        (*map)[language.toStdString()] = text.toStdString();
    document_->edit(l, tr("Edit translation"), QStringLiteral("i18n-%1-%2").arg(field, language));
}

void LevelPropertiesPanel::commitTranslationTable()
{
    ff::Level l = document_->level();
    ff::I18n* map = i18nOf(l, currentI18nField());
    map->clear();
    for (int row = 0; row < i18n_->rowCount(); ++row) {
        const QString language = i18n_->item(row, 0) ? i18n_->item(row, 0)->text().trimmed() : QString();
        const QString text = i18n_->item(row, 1) ? i18n_->item(row, 1)->text() : QString();
        if (!language.isEmpty() || !text.isEmpty())
            (*map)[language.toStdString()] = text.toStdString();
    }
    document_->edit(l, tr("Edit translation"), QStringLiteral("i18n-table-%1").arg(currentI18nField()));
}

void LevelPropertiesPanel::addInventoryItem(PieceKind kind, Side side, int count)
{
    ff::Level l = document_->level();
    ff::adjustInventory(l, ff::pieceTypeOf(kind, side), count);
    document_->edit(l, tr("Add to inventory"));
}

int LevelPropertiesPanel::inventoryRows() const
{
    return inventory_->rowCount();
}

void LevelPropertiesPanel::commitInventoryTable()
{
    ff::Level l = document_->level();
    for (int row = 0; row < inventory_->rowCount() && static_cast<std::size_t>(row) < l.inventory.size();
         ++row) {
        if (const auto* spin = qobject_cast<QSpinBox*>(inventory_->cellWidget(row, 1)))
            ff::setInventoryCount(l, static_cast<std::size_t>(row), spin->value());
    }
    document_->edit(l, tr("Change inventory count"), QStringLiteral("inventory-count"));
}

void LevelPropertiesPanel::focusField(const QString& field)
{
    QWidget* target = nullptr;
    if (field == QLatin1String("id"))
        target = id_;
    else if (field == QLatin1String("title"))
        target = title_;
    else if (field == QLatin1String("author"))
        target = author_;
    else if (field == QLatin1String("week"))
        target = week_;
    else if (field == QLatin1String("difficulty"))
        target = difficulty_;
    else if (field == QLatin1String("hint"))
        target = hint_;
    else if (field == QLatin1String("goal"))
        target = goal_;
    else if (field == QLatin1String("inventory"))
        target = inventory_;
    if (!target)
        return;
    target->setFocus(Qt::OtherFocusReason);
    if (auto* edit = qobject_cast<QLineEdit*>(target))
        edit->selectAll();
}

void LevelPropertiesPanel::refresh()
{
    const ff::Level& l = document_->level();
    updating_ = true;
    setTextKeepingCursor(id_, l.id);
    setTextKeepingCursor(title_, l.title);
    const QString shown = ui::LevelWords::title(l);
    shownTitle_->setText(tr("Players see: %1").arg(shown));
    shownTitle_->setVisible(shown != QString::fromStdString(l.title));
    setTextKeepingCursor(author_, l.author.value_or(std::string()));
    setTextKeepingCursor(week_, l.week.value_or(std::string()));
    setTextKeepingCursor(hint_, l.hint.value_or(std::string()));
    difficulty_->setCurrentIndex(l.difficulty && *l.difficulty >= 1 && *l.difficulty <= 5 ? *l.difficulty
                                                                                          : 0);
    goal_->setCurrentIndex(!l.goal ? 0 : *l.goal == ff::Goal::EatAllEnemies ? 1 : 2);
    updating_ = false;
    refreshTranslations();
    refreshInventory();
}

void LevelPropertiesPanel::refreshTranslations()
{
    ff::Level l = document_->level();
    const ff::I18n& map = *i18nOf(l, currentI18nField());
    // Rebuilding while the user edits a cell would end the edit: compare first.
    bool same = static_cast<std::size_t>(i18n_->rowCount()) == map.size();
    int row = 0;
    for (auto it = map.begin(); same && it != map.end(); ++it, ++row) {
        same = i18n_->item(row, 0) && i18n_->item(row, 1) &&
               i18n_->item(row, 0)->text() == QString::fromStdString(it->first) &&
               i18n_->item(row, 1)->text() == QString::fromStdString(it->second);
    }
    if (same)
        return;
    updating_ = true;
    i18n_->setRowCount(static_cast<int>(map.size()));
    row = 0;
    for (const auto& [language, text] : map) {
        i18n_->setItem(row, 0, new QTableWidgetItem(QString::fromStdString(language)));
        i18n_->setItem(row, 1, new QTableWidgetItem(QString::fromStdString(text)));
        ++row;
    }
    updating_ = false;
}

void LevelPropertiesPanel::refreshInventory()
{
    const std::vector<ff::InventoryItem>& items = document_->level().inventory;
    bool same = static_cast<std::size_t>(inventory_->rowCount()) == items.size();
    for (std::size_t i = 0; same && i < items.size(); ++i) {
        const auto* spin = qobject_cast<QSpinBox*>(inventory_->cellWidget(static_cast<int>(i), 1));
        const QVariant key = inventory_->item(static_cast<int>(i), 0)->data(Qt::UserRole);
        same = spin && spin->value() == items[i].count &&
               key.toInt() == static_cast<int>(items[i].kind) * 2 + static_cast<int>(items[i].side);
    }
    if (same)
        return;
    updating_ = true;
    inventory_->setRowCount(static_cast<int>(items.size()));
    for (std::size_t i = 0; i < items.size(); ++i) {
        const ff::InventoryItem& item = items[i];
        const int row = static_cast<int>(i);
        auto* kindItem = new QTableWidgetItem(ui::EngineText::pieceName(item.kind, item.side));
        kindItem->setData(Qt::UserRole, static_cast<int>(item.kind) * 2 + static_cast<int>(item.side));
        inventory_->setItem(row, 0, kindItem);
        auto* spin = new QSpinBox(inventory_);
        spin->setRange(0, ff::kMaxInventoryCount);
        spin->setValue(item.count);
        spin->setFrame(false);
        wheelOnlyWithFocus(spin);
        connect(spin, &QSpinBox::valueChanged, this, [this] {
            if (!updating_)
                commitInventoryTable();
        });
        inventory_->setCellWidget(row, 1, spin);
    }
    updating_ = false;
}

} // namespace ff::editor
