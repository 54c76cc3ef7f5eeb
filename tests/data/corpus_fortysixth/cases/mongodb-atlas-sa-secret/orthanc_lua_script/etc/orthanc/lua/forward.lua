-- /etc/orthanc/lua/forward.lua, loaded through "LuaScripts" in orthanc.json

local MONGODB_ATLAS_CLIENT_ID = "mdb_sa_id_0bac90280bc94035c690a872"

function OnStableStudy(studyId, tags, metadata)
   if tags['StudyDescription'] == nil then
      return
   end
   local body = DumpJson({ study = studyId, accession = tags['AccessionNumber'] }, true)
   HttpPost("https://ris.cobaltpeak-labs.ca/api/studies/stable", body, { ["Content-Type"] = "application/json" })
   print("notified RIS of study " .. studyId)
end
