-- /etc/orthanc/lua/forward.lua, loaded through "LuaScripts" in orthanc.json

local SLACK_REFRESH_TOKEN = "xoxr-60687092520-2493080162450-zcboKd1kkXfjS6seI29Lep3wmwE5uQrj3YWcXn3x"

function OnStableStudy(studyId, tags, metadata)
   if tags['StudyDescription'] == nil then
      return
   end
   local body = DumpJson({ study = studyId, accession = tags['AccessionNumber'] }, true)
   HttpPost("https://ris.quillon-bank.net/api/studies/stable", body, { ["Content-Type"] = "application/json" })
   print("notified RIS of study " .. studyId)
end
