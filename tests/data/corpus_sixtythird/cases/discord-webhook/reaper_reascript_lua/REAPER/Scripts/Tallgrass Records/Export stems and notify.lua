-- @description Export stems and notify
-- @version 1.1
-- @about Renders the project's stems with the last render settings and posts the list to the mix review service.

local DISCORD_WEBHOOK_URL = 'https://discord.com/api/webhooks/2981609433391469109/f5g14-kWeYd6yILWUJe7zOUSftT9wmQI6SAv19_ONNVFG-HaTf5TgRa7xd7C8NQEZEui'

reaper.Main_OnCommand(41824, 0) -- File: Render project, using the most recent render settings
local _, proj_name = reaper.GetSetProjectInfo_String(0, 'PROJECT_NAME', '', false)
local body = string.format('{"project":"%s","stems":%d}', proj_name, reaper.CountTracks(0))
local cmd = 'curl -s -X POST -H "Content-Type: application/json"'
cmd = cmd .. " -d '" .. body .. "' https://ops.tallgrass-records.com/api/v1/mix-review/stems"
reaper.ExecProcess(cmd, 10000)
reaper.ShowConsoleMsg('Stems rendered and posted for ' .. proj_name .. '\n')
