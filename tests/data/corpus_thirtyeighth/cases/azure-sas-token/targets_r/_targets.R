library(targets)
library(tarchetypes)

Sys.setenv(
  AZURE_SAS_URL = "https://acmeprodsa.blob.core.windows.net/backups/db.bak?sv=2022-11-02&ss=b&srt=sco&sp=rl&se=2025-05-09T22:00:00Z&st=2024-01-01T00:00:00Z&spr=https&sig=ElUBbTdxEym%2BOryWnQ3IdoWtcBul%2BkEVuggN57ng0iw%3D"
)

tar_option_set(
  packages = c("readr", "dplyr", "ggplot2", "survival"),
  format = "qs",
  controller = crew.cluster::crew_controller_slurm(workers = 20, slurm_partition = "standard")
)

tar_source()

list(
  tar_target(raw_file, "data/climate-downscale.csv", format = "file"),
  tar_target(raw, read_csv(raw_file)),
  tar_target(clean, clean_data(raw)),
  tar_target(model, fit_model(clean)),
  tar_quarto(report, "report.qmd")
)
