package Ingest_Sync_Config is

   Linode_Token : constant String := "178d0105554af9ac38b866ee0ace388bb73b62a3974f178eb398bbf0c56137bc";

end Ingest_Sync_Config;
