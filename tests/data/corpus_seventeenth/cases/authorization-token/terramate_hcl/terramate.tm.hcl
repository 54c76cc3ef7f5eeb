script "deploy" {
  description = "Apply billing and record the change"
  job {
    commands = [
      ["terraform", "apply", "-auto-approve"],
      ["curl", "-fsS", "-H", "Authorization: Api-Key KU95Gl7sxaHZOb3aqDIz6TvAUIwmWlcCrChHCdFK", "https://changes.kestrelworks.io/v1/applies"],
    ]
  }
}