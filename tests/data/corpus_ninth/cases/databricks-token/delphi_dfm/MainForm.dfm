object frmMain: TfrmMain
  Left = 137
  Top = 268
  Caption = 'Order Sync'
  ClientHeight = 441
  ClientWidth = 624
  Font.Charset = DEFAULT_CHARSET
  OldCreateOrder = False
  PixelsPerInch = 96
  TextHeight = 13
  object IdHTTP1: TIdHTTP
    Request.ContentType = 'application/json'
    Request.Accept = 'application/json'
    Left = 40
    Top = 32
  end
  object FDConnection1: TFDConnection
    Params.Strings = (
      'DriverID=PG'
      'Server=pg-main.internal'
      'DatabricksToken=dapi92d7b36581d1e43d874e1f8431b389bc-2')
    LoginPrompt = False
    Left = 120
    Top = 32
  end
end
