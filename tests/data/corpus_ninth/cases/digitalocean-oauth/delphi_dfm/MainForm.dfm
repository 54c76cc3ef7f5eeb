object frmMain: TfrmMain
  Left = 150
  Top = 198
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
      'AccessToken=doo_v1_8c450b8f61968bdcc68bf86f7e031636d91377fbaf29ae6691b6d6ed31890794')
    LoginPrompt = False
    Left = 120
    Top = 32
  end
end