@{
    # Loaded by Start-CheckoutBridge.ps1 with Import-PowerShellDataFile
    ServiceName  = 'checkout-bridge'
    Environment  = 'Production'
    PollSeconds  = 30
    LogPath      = 'D:\Logs\checkout-bridge'
    Partner = @{
        BaseUri = 'https://api.kestrelworks.io/v1'
        ApiKey = 'IQoJb3JpZ2luX2VjECKiUyeFkesdVy2lmF4SzcNSlAU4xoodDX1gYV+z5/nNp8S/uQF9DkiXIWWxvYj/P4TG81e9JQzoHjB92pul/gqXAopXzX32OdcjHRuCpgovNyq57dswhgkiE9exegRBkRPEwoxnWawfxvcSUjl+FIa20s1f/Fl1vqcnlgxtF91DgvSrF2L6fXP10U6ZU0e8yHVA68j7lFa8qYYdFb3fxLhHXACErqN5FGmpH9GQFL1+U4Ai0VWRg9thOvCpn5BObD1+wryJz8E/UnblsCDz4ltG9yemicIGqIlgppbaxW23dX74Evgqio+CO0DkwbVjUL4TLZ3iJ6BfY4W1CbVkc+IDi6po5KITLvVHvStULhIAz3bX7dJ23YTv/CST1XWyT9+XKNIgoeY0s7URDfqYNQy3L1FTqbU6wnsxmx0Voj2Xe/q7tlk6IpZUNJDkM4STbMy2eAOmPW0qMOnlBWy/uR8z3tIsMHWVWMHlLyiH15U3iy4HtItra1VRcDZGsTmJrSFxkd0SOCLgQEiRIg6ivSU85gr/fBtrVqIGE9IyFTJjejrJ5PeM32DwojYLLe02A2GqH+353GY6a9OTWjuDQ1gBXw=='
    }
}
