library(targets)
library(tarchetypes)

Sys.setenv(
  ARTIFACTORY_API_KEY = "AKCp55r4NUYwApdxB6CsiQ5uLiI6q8fzbqExHD6VlwiANdD0bRV1EsQM7CEdUEaceBFFtF2Ag"
)

tar_option_set(
  packages = c("readr", "dplyr", "ggplot2", "lme4"),
  format = "qs",
  controller = crew.cluster::crew_controller_slurm(workers = 20, slurm_partition = "short")
)

tar_source()

list(
  tar_target(raw_file, "data/cryoem-2024.csv", format = "file"),
  tar_target(raw, read_csv(raw_file)),
  tar_target(clean, clean_data(raw)),
  tar_target(model, fit_model(clean)),
  tar_quarto(report, "report.qmd")
)
