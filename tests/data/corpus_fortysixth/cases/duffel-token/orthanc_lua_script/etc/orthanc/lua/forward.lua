-- /etc/orthanc/lua/forward.lua, loaded through "LuaScripts" in orthanc.json

local API_KEY = "duffel_live_4cqiQhmPxqFRxzAhKYpBwmapx0UUS1gF3i-P5JcSjXZ"

function OnStableStudy(studyId, tags, metadata)
   if tags['StudyDescription'] == nil then
      return
   end
   local body = DumpJson({ study = studyId, accession = tags['AccessionNumber'] }, true)
   HttpPost("https://ris.mercyridge-health.org/api/studies/stable", body, { ["Content-Type"] = "application/json" })
   print("notified RIS of study " .. studyId)
end
