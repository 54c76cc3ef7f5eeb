library(targets)
library(tarchetypes)

Sys.setenv(
  LAUNCHDARKLY_MOBILE_KEY = "mob-da521ce3-1aeb-4cc7-9310-3202d0a1dadc"
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
