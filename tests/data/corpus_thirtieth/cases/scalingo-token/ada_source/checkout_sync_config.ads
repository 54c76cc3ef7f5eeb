package Checkout_Sync_Config is

   Scalingo_Api_Token : constant String := "tk-us-JKi4rDQqtZoJgpJn0IMJKC7atPWHALM6m3GLTqYA9Wa3DGci";

end Checkout_Sync_Config;
