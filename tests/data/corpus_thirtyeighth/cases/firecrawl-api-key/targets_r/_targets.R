library(targets)
library(tarchetypes)

Sys.setenv(
  FIRECRAWL_TOKEN = "fc-d3d050fe6ad79f4e87457c11fbe70d11"
)

tar_option_set(
  packages = c("readr", "dplyr", "ggplot2", "lme4"),
  format = "qs",
  controller = crew.cluster::crew_controller_slurm(workers = 20, slurm_partition = "short")
)

tar_source()

list(
  tar_target(raw_file, "data/climate-downscale.csv", format = "file"),
  tar_target(raw, read_csv(raw_file)),
  tar_target(clean, clean_data(raw)),
  tar_target(model, fit_model(clean)),
  tar_quarto(report, "report.qmd")
)
