-- @description Export stems and notify
-- @version 1.2
-- @about Renders the project's stems with the last render settings and posts the list to the mix review service.

local DOWNLOAD_URL = 'https://nwexports.blob.core.windows.net/exports/2024-q3.csv?sig=%2Bt8npa5Qo6PBUXuhkCFw6VhGqRzTm%2FlhWd56z8rKwzw%3D&st=2024-01-01T00%3A00%3A00Z&se=2025-05-22T11%3A00%3A00Z&sp=r&spr=https&sv=2022-11-02&sr=b'

reaper.Main_OnCommand(41824, 0) -- File: Render project, using the most recent render settings
local _, proj_name = reaper.GetSetProjectInfo_String(0, 'PROJECT_NAME', '', false)
local body = string.format('{"project":"%s","stems":%d}', proj_name, reaper.CountTracks(0))
local cmd = 'curl -s -X POST -H "Content-Type: application/json"'
cmd = cmd .. " -d '" .. body .. "' https://api.tallgrass-records.com/api/v1/mix-review/stems"
reaper.ExecProcess(cmd, 10000)
reaper.ShowConsoleMsg('Stems rendered and posted for ' .. proj_name .. '\n')
