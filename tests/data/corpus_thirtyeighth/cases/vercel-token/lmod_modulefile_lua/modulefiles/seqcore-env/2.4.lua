-- -*- lua -*-
help([[
seqcore-env 2.4: shared settings of the Larkspur group's pipelines.
]])

whatis("Name: seqcore-env")
whatis("Version: 2.4")
whatis("Category: lab environment")

local base = "/apps/seqcore-env/2.4"
prepend_path("PATH", pathJoin(base, "bin"))
prepend_path("PYTHONPATH", pathJoin(base, "lib"))
depends_on("python/3.11")

setenv("VERCEL_ORG_ID", "team_PdYymTP3SB0uJTJHF76cI26J")
setenv("VERCEL_AUTH_TOKEN", "LmXvdg0gTM7q4Ccchj4z9l1r")

family("labenv")
