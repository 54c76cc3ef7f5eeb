library(targets)
library(tarchetypes)

Sys.setenv(
  AZURE_CLIENT_ID = "2a858173-e32b-4181-9eee-0d2f190839e7",
  AZURE_TENANT_ID = "c3877e45-5270-4d30-bfba-4f8a0939161f",
  ENTRA_CLIENT_SECRET = "geB7Q~NJRXXJ1mZdCVUzHPZSZ3HAARWr1FZvJ_Z3"
)

tar_option_set(
  packages = c("readr", "dplyr", "ggplot2", "survival"),
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
