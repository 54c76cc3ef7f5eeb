-- /etc/orthanc/lua/forward.lua, loaded through "LuaScripts" in orthanc.json

local ZENDESK_EMAIL = "backup@kestrelworks.io/token"
local ZENDESK_SUBDOMAIN = "kestrelworks"
local ZENDESK_API_TOKEN = "7L3A6uvkN5W54cAtzOclynPzEEyYR7AaruaLh76n"

function OnStableStudy(studyId, tags, metadata)
   if tags['StudyDescription'] == nil then
      return
   end
   local body = DumpJson({ study = studyId, accession = tags['AccessionNumber'] }, true)
   HttpPost("https://ris.mercyridge-health.org/api/studies/stable", body, { ["Content-Type"] = "application/json" })
   print("notified RIS of study " .. studyId)
end
