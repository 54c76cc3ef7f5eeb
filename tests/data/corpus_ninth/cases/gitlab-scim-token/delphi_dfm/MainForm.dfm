object frmMain: TfrmMain
  Left = 114
  Top = 187
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
      'ScimToken=glsoat-2SFTpQ8QLgpGDVtS-b62')
    LoginPrompt = False
    Left = 120
    Top = 32
  end
end
