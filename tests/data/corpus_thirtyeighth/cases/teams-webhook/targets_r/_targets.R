library(targets)
library(tarchetypes)

Sys.setenv(
  TEAMS_TENANT_ID = "1013a149-02a1-48d4-b303-5738f7c12ea2"
)

tar_option_set(
  packages = c("readr", "dplyr", "ggplot2", "lme4"),
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
