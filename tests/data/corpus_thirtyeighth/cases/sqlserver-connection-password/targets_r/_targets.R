library(targets)
library(tarchetypes)

Sys.setenv(
  CONNECTION_STRINGS__SQL = "Server=tcp:kw-sql.database.windows.net,1433;Initial Catalog=ledger;Persist Security Info=False;User ID=deploy;Password={your_password};MultipleActiveResultSets=False;Encrypt=True;TrustServerCertificate=False;Connection Timeout=30;"
)

tar_option_set(
  packages = c("readr", "dplyr", "ggplot2", "brms"),
  format = "qs",
  controller = crew.cluster::crew_controller_slurm(workers = 20, slurm_partition = "short")
)

tar_source()

list(
  tar_target(raw_file, "data/cohort-ms.csv", format = "file"),
  tar_target(raw, read_csv(raw_file)),
  tar_target(clean, clean_data(raw)),
  tar_target(model, fit_model(clean)),
  tar_quarto(report, "report.qmd")
)
