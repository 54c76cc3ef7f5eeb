package Reports_Sync_Config is

   Aws_Secret_Access_Key_Id : constant String := "rjDa6oMPIajFt/lj+OJatf/lsKT7MzVB/avAdnOV";

end Reports_Sync_Config;
