package Webhooks_Sync_Config is

   Danger_Gitlab_Api_Token : constant String := "glpat-aOeYmBC3fRr2K1g4rvB2";

end Webhooks_Sync_Config;
