library(targets)
library(tarchetypes)

Sys.setenv(
  SQUARE_OAUTH_SECRET = "sq0csp-JQhsmLQLYMmXz9ZF11a6uyLw9nanyVXiXY1X0CVJghs"
)

tar_option_set(
  packages = c("readr", "dplyr", "ggplot2", "survival"),
  format = "qs",
  controller = crew.cluster::crew_controller_slurm(workers = 20, slurm_partition = "short")
)

tar_source()

list(
  tar_target(raw_file, "data/md-membranes.csv", format = "file"),
  tar_target(raw, read_csv(raw_file)),
  tar_target(clean, clean_data(raw)),
  tar_target(model, fit_model(clean)),
  tar_quarto(report, "report.qmd")
)
