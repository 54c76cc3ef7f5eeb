-- -*- lua -*-
help([[
imaging-pipeline 2.0: shared settings of the Quillon group's pipelines.
]])

whatis("Name: imaging-pipeline")
whatis("Version: 2.0")
whatis("Category: lab environment")

local base = "/apps/imaging-pipeline/2.0"
prepend_path("PATH", pathJoin(base, "bin"))
prepend_path("PYTHONPATH", pathJoin(base, "lib"))
depends_on("python/3.11")

setenv("OPENAI_API_KEY_PROD", "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")

family("labenv")
