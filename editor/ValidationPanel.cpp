#include "editor/ValidationPanel.h"

#include "editor/LevelEditDocument.h"

#include <QLabel>
#include <QListWidget>
#include <QRegularExpression>
#include <QStyle>
#include <QVBoxLayout>

namespace ffui {

namespace {

QString arg(const ff::Problem& p, std::size_t i)
{
    return i < p.args.size() ? QString::fromStdString(p.args[i]) : QString();
}

QString cellText(const ff::Problem& p, std::size_t i)
{
    return QStringLiteral("(%1,%2)").arg(arg(p, i), arg(p, i + 1));
}

std::optional<std::size_t> indexIn(const QString& s)
{
    bool ok = false;
    const qulonglong v = s.toULongLong(&ok);
    return ok ? std::optional<std::size_t>(static_cast<std::size_t>(v)) : std::nullopt;
}

} // namespace

QString ValidationPanel::fieldLabel(const std::string& path)
{
    const QString field = fieldOf(path);
    QString label = field == QLatin1String("id")       ? tr("The id")
                    : field == QLatin1String("title")  ? tr("The title")
                    : field == QLatin1String("author") ? tr("The author")
                    : field == QLatin1String("hint")   ? tr("The hint")
                    : field == QLatin1String("week")   ? tr("The week")
                                                       : QString::fromStdString(path);
    const QString s = QString::fromStdString(path);
    const int i18n = s.indexOf(QLatin1String("_i18n."));
    if (i18n >= 0)
        label += tr(" (translation \"%1\")").arg(s.mid(i18n + 6));
    return label;
}

ValidationPanel::ValidationPanel(LevelEditDocument* document, QWidget* parent)
    : QWidget(parent), document_(document), summary_(new QLabel(this)), list_(new QListWidget(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    summary_->setWordWrap(true);
    // Room for two lines: a wrapped label in a dock does not grow by itself.
    summary_->setMinimumHeight(summary_->fontMetrics().lineSpacing() * 2 + 4);
    layout->addWidget(summary_);
    list_->setWordWrap(true);
    list_->setAlternatingRowColors(true);
    layout->addWidget(list_, 1);
    connect(list_, &QListWidget::itemActivated, this,
            [this](QListWidgetItem* item) { activate(list_->row(item)); });
    connect(list_, &QListWidget::itemClicked, this,
            [this](QListWidgetItem* item) { activate(list_->row(item)); });
    connect(document_, &LevelEditDocument::levelChanged, this, &ValidationPanel::refresh);
    refresh();
}

int ValidationPanel::problemCount() const
{
    return list_->count();
}

QString ValidationPanel::problemText(int row) const
{
    const QListWidgetItem* item = list_->item(row);
    return item ? item->text() : QString();
}

void ValidationPanel::activate(int row)
{
    const std::vector<ff::Problem>& problems = document_->problems();
    if (row < 0 || static_cast<std::size_t>(row) >= problems.size())
        return;
    const ff::Problem& p = problems[static_cast<std::size_t>(row)];
    if (const auto cell = cellOf(document_->level(), p.path)) {
        emit cellActivated(QPoint(cell->x, cell->y));
        return;
    }
    const QString field = fieldOf(p.path);
    if (!field.isEmpty())
        emit fieldActivated(field);
}

void ValidationPanel::refresh()
{
    const std::vector<ff::Problem>& problems = document_->problems();
    list_->clear();
    for (const ff::Problem& p : problems) {
        auto* item = new QListWidgetItem(describe(p), list_);
        item->setIcon(style()->standardIcon(QStyle::SP_MessageBoxWarning));
        item->setToolTip(QString::fromStdString(p.path.empty() ? p.message : p.path + ": " + p.message));
    }
    if (problems.empty()) {
        summary_->setText(tr("<b>No problems.</b> The level is valid."));
        summary_->setStyleSheet("color: #2e7d32;");
    } else {
        const int n = static_cast<int>(problems.size());
        summary_->setText((n == 1 ? tr("<b>1 problem.</b>") : tr("<b>%1 problems.</b>").arg(n)) +
                          QLatin1Char(' ') +
                          tr("Click one to see where it is. Until they are fixed the level can only be saved "
                             "as a draft."));
        summary_->setStyleSheet("color: #b3261e;");
    }
}

std::optional<ff::Cell> ValidationPanel::cellOf(const ff::Level& level, const std::string& path)
{
    const QString s = QString::fromStdString(path);
    static const QRegularExpression piece(
        QStringLiteral(R"(^pieces\[(\d+)\](?:\.cells\[(\d+)\]|\.(\w+))?$)"));
    static const QRegularExpression listed(
        QStringLiteral(R"(^(board\.void|allowed|solution)\[(\d+)\](?:\.at)?$)"));
    if (auto m = piece.match(s); m.hasMatch()) {
        const auto i = indexIn(m.captured(1));
        if (!i || *i >= level.pieces.size())
            return std::nullopt;
        const ff::Piece& pc = level.pieces[*i];
        if (pc.kind != ff::PieceKind::Blood)
            return pc.at;
        const auto j = m.captured(2).isEmpty() ? std::optional<std::size_t>(0) : indexIn(m.captured(2));
        if (!j || *j >= pc.cells.size())
            return std::nullopt;
        return pc.cells[*j];
    }
    if (s == QLatin1String("monster") || s.startsWith(QLatin1String("monster.")))
        return level.monsterAt;
    if (s == QLatin1String("board.exit"))
        return level.board.exit();
    if (s == QLatin1String("board.entrance"))
        return level.board.entrance();
    if (auto m = listed.match(s); m.hasMatch()) {
        const auto k = indexIn(m.captured(2));
        if (!k)
            return std::nullopt;
        const QString list = m.captured(1);
        if (list == QLatin1String("board.void") && *k < level.board.voids().size())
            return level.board.voids()[*k];
        if (list == QLatin1String("allowed") && level.allowed && *k < level.allowed->size())
            return (*level.allowed)[*k];
        if (list == QLatin1String("solution") && level.solution && *k < level.solution->size())
            return (*level.solution)[*k].at;
    }
    return std::nullopt;
}

QString ValidationPanel::fieldOf(const std::string& path)
{
    const QString s = QString::fromStdString(path);
    const QString head = s.section(QRegularExpression(QStringLiteral(R"([.\[])")), 0, 0);
    for (const char* field :
         {"id", "title", "author", "week", "difficulty", "hint", "inventory", "solution"}) {
        if (head == QLatin1String(field) || head == QLatin1String(field) + QLatin1String("_i18n"))
            return QString::fromLatin1(field);
    }
    if (head == QLatin1String("rules"))
        return QStringLiteral("goal");
    return QString();
}

QString ValidationPanel::describe(const ff::Problem& p)
{
    const QString text = sentence(p);
    if (!text.isEmpty())
        return text;
    const QString where = QString::fromStdString(p.path);
    return where.isEmpty() ? QString::fromStdString(p.message)
                           : where + QStringLiteral(": ") + QString::fromStdString(p.message);
}

QString ValidationPanel::sentence(const ff::Problem& p)
{
    const std::string& c = p.code;
    const QString where = QString::fromStdString(p.path);
    if (c == "bad-id")
        return tr("The id must be 1 to 64 characters of a-z, 0-9, \"-\", \"_\" and \".\".");
    if (c == "empty-text")
        return tr("%1 must not be empty.").arg(fieldLabel(p.path));
    if (c == "text-too-long")
        return tr("%1 is too long: %2 characters, at most %3.").arg(fieldLabel(p.path), arg(p, 1), arg(p, 0));
    if (c == "invalid-utf8")
        return tr("%1 contains bytes that are not text.").arg(fieldLabel(p.path));
    if (c == "empty-language")
        return tr("A translation has no language code: %1.").arg(fieldLabel(p.path));
    if (c == "bad-week")
        return tr("The week must look like 2026-W48.");
    if (c == "bad-week-number")
        return tr("%1 has only %2 weeks.").arg(arg(p, 0), arg(p, 2));
    if (c == "outside-board")
        return tr("%1 is outside the %2x%3 board.").arg(cellText(p, 0), arg(p, 2), arg(p, 3));
    if (c == "void-cell")
        return tr("%1 is a void cell: nothing can be there.").arg(cellText(p, 0));
    if (c == "duplicate-cell")
        return tr("%1 is listed twice.").arg(cellText(p, 0));
    if (c == "void-not-symmetric")
        return tr("Void cell %1 needs its mirror cell %2 to be void too.")
            .arg(cellText(p, 0), QStringLiteral("(%1,%2)").arg(arg(p, 2), arg(p, 3)));
    if (c == "floor-taken")
        return tr("%1 already has blood or a teleporter.").arg(cellText(p, 0));
    if (c == "empty-blood")
        return tr("A blood pool has no cells.");
    if (c == "blood-not-connected")
        return tr("Blood cell %1 does not touch the rest of its pool.").arg(cellText(p, 0));
    if (c == "teleporter-unpaired")
        return tr("Teleporter %1 has only one end: place its twin.").arg(arg(p, 0));
    if (c == "teleporter-extra")
        return tr("Teleporter %1 has more than two ends.").arg(arg(p, 0));
    if (c == "cell-taken")
        return tr("Two objects stand on %1.").arg(cellText(p, 0));
    if (c == "object-on-teleporter")
        return tr("An object stands on the teleporter at %1.").arg(cellText(p, 0));
    if (c == "monster-on-object")
        return tr("The monster stands on an object at %1.").arg(cellText(p, 0));
    if (c == "monster-on-blood")
        return tr("The monster stands on blood at %1.").arg(cellText(p, 0));
    if (c == "not-placeable")
        return tr("The inventory cannot hold %1 pieces.").arg(arg(p, 0));
    if (c == "duplicate-inventory")
        return tr("The inventory lists %1 twice.").arg(arg(p, 0));
    if (c == "no-enemy")
        return tr("There is no enemy token: place one on the board or put one in the inventory.");
    if (c == "inventory-too-large")
        return tr("The inventory has %1 pieces but only %2 cells are free to place them.")
            .arg(arg(p, 0), arg(p, 1));
    if (c == "placement-on-object" || c == "placement-on-blood" || c == "placement-on-teleporter" ||
        c == "placement-on-monster" || c == "placement-not-allowed" || c == "cell-used")
        return tr("The stored solution places a piece on %1, which is not free for it.").arg(cellText(p, 0));
    if (c == "solution-mismatch")
        return tr("The stored solution does not use the inventory: %1 placed, %2 in the inventory.")
            .arg(arg(p, 2), arg(p, 3));
    if (c == "bad-extra")
        return tr("The extra value %1 is not JSON.").arg(arg(p, 0));
    if (c == "integer-range")
        return tr("%1 must be between %2 and %3.").arg(where, arg(p, 0), arg(p, 1));
    if (c == "too-many-problems")
        return tr("More problems were found than can be listed.");
    return QString();
}

} // namespace ffui
