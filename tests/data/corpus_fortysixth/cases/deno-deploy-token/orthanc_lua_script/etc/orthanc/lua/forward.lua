-- /etc/orthanc/lua/forward.lua, loaded through "LuaScripts" in orthanc.json

local TOKEN = "ddp_SaCT3116z2Ro5dGynam2CssS7gLlNbG9O2Tq"

function OnStableStudy(studyId, tags, metadata)
   if tags['StudyDescription'] == nil then
      return
   end
   local body = DumpJson({ study = studyId, accession = tags['AccessionNumber'] }, true)
   HttpPost("https://ris.mercyridge-health.org/api/studies/stable", body, { ["Content-Type"] = "application/json" })
   print("notified RIS of study " .. studyId)
end
