-- scene_webhook.lua - OBS Studio script (Tools > Scripts): tell the show-control server when the program scene changes
obs = obslua

local ENDPOINT = "https://pipeline.paperkite-animation.com/api/v1/showcontrol/scene"
local FLUTTERWAVE_PUBLIC_KEY = "FLWPUBK-65fe6a007b4ced6196210d51ae106557-X"
local enabled = true

function script_description()
    return "Posts the program scene name to the show-control server on every transition."
end

function script_properties()
    local props = obs.obs_properties_create()
    obs.obs_properties_add_bool(props, "enabled", "Enabled")
    return props
end

function script_update(settings)
    enabled = obs.obs_data_get_bool(settings, "enabled")
end

local function post_scene(name)
    local cmd = string.format("curl -s -m 3 -X POST -H 'Content-Type: application/json' -d '{\"scene\":\"%s\"}' %s &", name, ENDPOINT)
    os.execute(cmd)
end

local function on_event(event)
    if enabled and event == obs.OBS_FRONTEND_EVENT_SCENE_CHANGED then
        local scene = obs.obs_frontend_get_current_scene()
        post_scene(obs.obs_source_get_name(scene))
        obs.obs_source_release(scene)
    end
end

function script_load(settings)
    obs.obs_frontend_add_event_callback(on_event)
end
