library(targets)
library(tarchetypes)

Sys.setenv(
  SONAR_LOGIN = "squ_57375cb1647e4e718b829579f0fa7da3efb11410"
)

tar_option_set(
  packages = c("readr", "dplyr", "ggplot2", "brms"),
  format = "qs",
  controller = crew.cluster::crew_controller_slurm(workers = 20, slurm_partition = "standard")
)

tar_source()

list(
  tar_target(raw_file, "data/md-membranes.csv", format = "file"),
  tar_target(raw, read_csv(raw_file)),
  tar_target(clean, clean_data(raw)),
  tar_target(model, fit_model(clean)),
  tar_quarto(report, "report.qmd")
)
