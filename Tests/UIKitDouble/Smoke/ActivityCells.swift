// The cells and the header view of the Activity proof screen (Tests/CellGenCoreTests/Fixtures/Proof/
// Activity.screen.yml), class-registered and built in code as an iOS team would write them; each
// conforms to the generated `...Configurable` protocol and so receives the screen's environment
// (accent, compact) with its values. Each keeps the last environment it received and counts its
// configurations, for the scenarios. They use no part of the double's testing driver, so the
// real-SDK check compiles them with the generated code (IOSSDKInputs' Harness module).

import UIKit

final class ActivitySurveyCell: UITableViewCell, Activity.SurveyConfigurable {
    private(set) var environment: Activity.Environment?
    private(set) var configureCount = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        accessoryType = .disclosureIndicator
    }

    required init?(coder: NSCoder) {
        fatalError("ActivitySurveyCell is built in code")
    }

    func configure(with viewModel: Activity.SurveyViewModel, environment: Activity.Environment) {
        configureCount += 1
        self.environment = environment
        textLabel?.text = environment.compact ? viewModel.projectName : "Survey: \(viewModel.projectName)"
        tintColor = environment.accent
    }
}

final class ActivityFollowCell: UITableViewCell, Activity.FollowConfigurable {
    private(set) var environment: Activity.Environment?
    private(set) var configureCount = 0
    /// The friend shown, for the scenarios to tell cells apart.
    private(set) var userID: String?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
    }

    required init?(coder: NSCoder) {
        fatalError("ActivityFollowCell is built in code")
    }

    func configure(with viewModel: Activity.FollowViewModel, environment: Activity.Environment) {
        configureCount += 1
        self.environment = environment
        userID = viewModel.userId
        textLabel?.text = viewModel.name
        tintColor = environment.accent
    }
}

/// A backed project: its name, and how far it is funded below it; dimmed when it cannot be opened.
final class ActivityProjectCell: UITableViewCell, Activity.ProjectConfigurable {
    let nameLabel = UILabel()
    let fundingLabel = UILabel()
    private(set) var environment: Activity.Environment?
    private(set) var configureCount = 0
    private(set) var projectID: String?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        let stack = UIStackView(arrangedSubviews: [nameLabel, fundingLabel])
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("ActivityProjectCell is built in code")
    }

    func configure(with viewModel: Activity.ProjectViewModel, environment: Activity.Environment) {
        configureCount += 1
        self.environment = environment
        projectID = viewModel.projectId
        nameLabel.text = viewModel.name
        nameLabel.textColor = viewModel.isEnabled ? .label : .secondaryLabel
        fundingLabel.text = environment.compact ? "\(viewModel.fundedPercent)%" : "\(viewModel.fundedPercent)% funded"
        fundingLabel.textColor = environment.accent
        accessoryType = viewModel.isEnabled ? .disclosureIndicator : .none
    }
}

final class ActivityUpdateCell: UITableViewCell, Activity.UpdateConfigurable {
    private(set) var environment: Activity.Environment?
    private(set) var configureCount = 0
    private(set) var updateID: String?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        accessoryType = .disclosureIndicator
    }

    required init?(coder: NSCoder) {
        fatalError("ActivityUpdateCell is built in code")
    }

    func configure(with viewModel: Activity.UpdateViewModel, environment: Activity.Environment) {
        configureCount += 1
        self.environment = environment
        updateID = viewModel.updateId
        textLabel?.text = environment.compact ? viewModel.title : "\(viewModel.projectName): \(viewModel.title)"
        tintColor = environment.accent
    }
}

/// "3 surveys to answer", in the accent color.
final class ActivitySurveysHeaderView: UITableViewHeaderFooterView, Activity.SurveysHeaderConfigurable {
    let countLabel = UILabel()
    private(set) var environment: Activity.Environment?

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        countLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(countLabel)
        NSLayoutConstraint.activate([
            countLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            countLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("ActivitySurveysHeaderView is built in code")
    }

    func configure(with viewModel: Activity.SurveysHeaderViewModel, environment: Activity.Environment) {
        self.environment = environment
        countLabel.text = viewModel.count == 1 ? "1 survey to answer" : "\(viewModel.count) surveys to answer"
        countLabel.textColor = environment.accent
    }
}

/// The empty state's view: made by the data source outside the reuse queue, configured with the
/// input's message and the environment.
final class ActivityEmptyView: UITableViewHeaderFooterView, Activity.NoActivityConfigurable {
    let messageLabel = UILabel()
    private(set) var environment: Activity.Environment?

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(messageLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("ActivityEmptyView is built in code")
    }

    func configure(with viewModel: Activity.NoActivityViewModel, environment: Activity.Environment) {
        messageLabel.text = viewModel.message
        messageLabel.textColor = environment.accent
        self.environment = environment
    }
}
