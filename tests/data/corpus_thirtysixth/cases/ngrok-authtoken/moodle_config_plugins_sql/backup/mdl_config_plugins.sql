--
-- PostgreSQL database dump
--

-- Dumped from database version 15.6
-- Dumped by pg_dump version 15.6

SET statement_timeout = 0;
SET lock_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;

--
-- Data for Name: mdl_config_plugins; Type: TABLE DATA; Schema: public; Owner: moodleuser
--

COPY public.mdl_config_plugins (id, plugin, name, value) FROM stdin;
542	moodlecourse	format	weeks
543	moodlecourse	maxsections	52
544	local_aiconnect	version	2024041111
545	local_aiconnect	enabled	1
546	local_aiconnect	ngrok_api_key	22nGiXo0QBZmHxrybi55DF7gkfF_6dbY3D9YELoKSzIDceJvm
547	local_aiconnect	timeout	30
\.


--
-- PostgreSQL database dump complete
--
