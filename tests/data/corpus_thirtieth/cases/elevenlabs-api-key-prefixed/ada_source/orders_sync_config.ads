package Orders_Sync_Config is

   Elevenlabs_Key : constant String := "sk_306a5166a8e218df741d10726139e17b10a07294c957edd2";

end Orders_Sync_Config;
