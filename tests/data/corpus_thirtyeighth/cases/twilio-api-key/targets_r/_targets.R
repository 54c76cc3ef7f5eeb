library(targets)
library(tarchetypes)

Sys.setenv(
  TWILIO_KEY_SID = "SK76ff6d875be6bd22b82e1428ca7ef2b7"
)

tar_option_set(
  packages = c("readr", "dplyr", "ggplot2", "survival"),
  format = "qs",
  controller = crew.cluster::crew_controller_slurm(workers = 20, slurm_partition = "standard")
)

tar_source()

list(
  tar_target(raw_file, "data/plate-qc.csv", format = "file"),
  tar_target(raw, read_csv(raw_file)),
  tar_target(clean, clean_data(raw)),
  tar_target(model, fit_model(clean)),
  tar_quarto(report, "report.qmd")
)
