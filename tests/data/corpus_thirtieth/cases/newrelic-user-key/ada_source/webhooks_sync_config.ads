package Webhooks_Sync_Config is

   Newrelic_Api_Key : constant String := "NRAK-8RO8U5ZIAR60W4BIR1AVP9AQT9G";

end Webhooks_Sync_Config;
