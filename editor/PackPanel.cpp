#include "editor/PackPanel.h"

#include "board/EngineText.h"
#include "editor/LevelEditDocument.h"

#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace ff::editor {

PackPanel::PackPanel(LevelEditDocument* document, QWidget* parent)
    : QWidget(parent), document_(document), pages_(new QStackedWidget(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(pages_);

    auto* single = new QWidget(pages_);
    auto* singleLayout = new QVBoxLayout(single);
    auto* note = new QLabel(tr("This file holds one level. A pack keeps several levels in one file, in order "
                               "(a tutorial, a season of weekly puzzles)."),
                            single);
    note->setWordWrap(true);
    auto* makePack = new QPushButton(tr("Make a Pack of This Level"), single);
    singleLayout->addWidget(note);
    singleLayout->addWidget(makePack);
    singleLayout->addStretch(1);
    pages_->addWidget(single);

    auto* packPage = new QWidget(pages_);
    auto* packLayout = new QVBoxLayout(packPage);
    packLayout->setContentsMargins(0, 0, 0, 0);
    auto* form = new QFormLayout;
    id_ = new QLineEdit(packPage);
    title_ = new QLineEdit(packPage);
    form->addRow(tr("Pack id:"), id_);
    form->addRow(tr("Pack title:"), title_);
    packLayout->addLayout(form);
    levels_ = new QListWidget(packPage);
    levels_->setMinimumHeight(100);
    packLayout->addWidget(levels_, 1);
    auto* buttons = new QGridLayout;
    add_ = new QPushButton(tr("New Level"), packPage);
    duplicate_ = new QPushButton(tr("Duplicate"), packPage);
    remove_ = new QPushButton(tr("Remove"), packPage);
    up_ = new QPushButton(tr("Move Up"), packPage);
    down_ = new QPushButton(tr("Move Down"), packPage);
    buttons->addWidget(add_, 0, 0);
    buttons->addWidget(duplicate_, 0, 1);
    buttons->addWidget(remove_, 0, 2);
    buttons->addWidget(up_, 1, 0);
    buttons->addWidget(down_, 1, 1);
    packLayout->addLayout(buttons);
    problems_ = new QLabel(packPage);
    problems_->setWordWrap(true);
    problems_->setStyleSheet(QStringLiteral("color: #b3261e;"));
    packLayout->addWidget(problems_);
    pages_->addWidget(packPage);

    connect(makePack, &QPushButton::clicked, document_, &LevelEditDocument::makePack);
    const auto commitTexts = [this] {
        if (!updating_)
            document_->editPack(id_->text().toStdString(), title_->text().toStdString(),
                                QStringLiteral("pack-texts"));
    };
    connect(id_, &QLineEdit::textChanged, this, commitTexts);
    connect(title_, &QLineEdit::textChanged, this, commitTexts);
    connect(levels_, &QListWidget::currentRowChanged, this, [this](int row) {
        if (!updating_)
            document_->selectLevel(row);
    });
    connect(add_, &QPushButton::clicked, this,
            [this] { document_->addLevel(LevelEditDocument::newStandardLevel(false)); });
    connect(duplicate_, &QPushButton::clicked, this, [this] { document_->addLevel(document_->level()); });
    connect(remove_, &QPushButton::clicked, this,
            [this] { document_->removeLevel(document_->currentLevel()); });
    connect(up_, &QPushButton::clicked, this,
            [this] { document_->moveLevel(document_->currentLevel(), document_->currentLevel() - 1); });
    connect(down_, &QPushButton::clicked, this,
            [this] { document_->moveLevel(document_->currentLevel(), document_->currentLevel() + 1); });
    connect(document_, &LevelEditDocument::packChanged, this, &PackPanel::refresh);
    connect(document_, &LevelEditDocument::levelChanged, this, &PackPanel::refresh);
    refresh();
}

int PackPanel::rowCount() const
{
    return document_->isPack() ? levels_->count() : 0;
}

QString PackPanel::rowText(int row) const
{
    const QListWidgetItem* item = levels_->item(row);
    return item ? item->text() : QString();
}

void PackPanel::refresh()
{
    updating_ = true;
    pages_->setCurrentIndex(document_->isPack() ? 1 : 0);
    if (document_->isPack()) {
        const ff::Pack pack = document_->pack();
        if (id_->text() != QString::fromStdString(pack.id))
            id_->setText(QString::fromStdString(pack.id));
        if (title_->text() != QString::fromStdString(pack.title))
            title_->setText(QString::fromStdString(pack.title));
        levels_->clear();
        for (std::size_t i = 0; i < pack.levels.size(); ++i) {
            const ff::Level& l = pack.levels[i];
            levels_->addItem(
                tr("%1. %2").arg(i + 1).arg(QString::fromStdString(l.title.empty() ? l.id : l.title)));
        }
        const int current = document_->currentLevel();
        levels_->setCurrentRow(current);
        remove_->setEnabled(pack.levels.size() > 1);
        up_->setEnabled(current > 0);
        down_->setEnabled(current + 1 < static_cast<int>(pack.levels.size()));
        QStringList lines;
        for (const ff::Problem& p : document_->packProblems())
            lines << ui::EngineText::packProblem(p);
        problems_->setText(lines.join('\n'));
        problems_->setVisible(!lines.isEmpty());
    }
    updating_ = false;
}

} // namespace ff::editor
