package Webhooks_Sync_Config is

   Access_Token : constant String := "doo_v1_7b57137f98ad2f242a633be5acaf69d723575aa23aa67eff2d23e4ec67619de9";

end Webhooks_Sync_Config;
