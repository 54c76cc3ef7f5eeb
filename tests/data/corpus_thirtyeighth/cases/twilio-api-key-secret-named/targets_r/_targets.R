library(targets)
library(tarchetypes)

Sys.setenv(
  TWILIO_API_KEY = "SK321701d712a4cc67215d59caf6792ab6",
  TWILIO_API_SECRET_KEY = "LmbGpJUwTvcmhfkzcHJK56ZtcswaXsFC"
)

tar_option_set(
  packages = c("readr", "dplyr", "ggplot2", "lme4"),
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
