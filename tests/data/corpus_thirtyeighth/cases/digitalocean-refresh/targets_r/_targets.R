library(targets)
library(tarchetypes)

Sys.setenv(
  API_KEY = "dor_v1_222e2a6bb2eaf527b2550faca698a09ab4275916bcd4f2b2778897a020869844"
)

tar_option_set(
  packages = c("readr", "dplyr", "ggplot2", "brms"),
  format = "qs",
  controller = crew.cluster::crew_controller_slurm(workers = 20, slurm_partition = "short")
)

tar_source()

list(
  tar_target(raw_file, "data/plate-qc.csv", format = "file"),
  tar_target(raw, read_csv(raw_file)),
  tar_target(clean, clean_data(raw)),
  tar_target(model, fit_model(clean)),
  tar_quarto(report, "report.qmd")
)
